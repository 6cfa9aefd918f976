// Affiliates (issue 18): an affiliate copies their short link from /affiliate/dashboard; a visitor opens it, signs
// up through it (the code comes along), confirms, and buys three annual seats with the test card; the affiliate's
// dashboard then shows the sign-up, the paid conversion and the pending commission — as "Referral #1", unnamed.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test'
import { cartDrawer } from './support/offline'
import { waitForApp } from './support/shell'
import { signIn } from './support/accounts'
import { SEEDED_PASSWORD, latestMail, linkPath, signInThroughForm, uniqueEmail } from './identity-support'

test.describe.configure({ timeout: 120_000 })
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

/** A new, confirmed affiliate (the sign-up service accepts the Affiliate role; the screen offers three others). */
async function newAffiliate(request: APIRequestContext) {
  const email = uniqueEmail('affiliate')
  const res = await request.post('/api/Auth/register', {
    data: {
      email,
      password: SEEDED_PASSWORD,
      confirmPassword: SEEDED_PASSWORD,
      firstName: 'Quinn',
      lastName: 'Partner',
      role: 'Affiliate',
    },
  })
  expect(res.ok()).toBe(true)
  const mail = await latestMail(request, email, 'confirm-email')
  const link = new URL(linkPath(mail, '/confirm-email'), 'http://x')
  expect((await request.get(`/api/account/ConfirmEmail${link.search}`)).ok()).toBe(true)
  return email
}

test('an affiliate shares their link, a visitor signs up through it and buys seats, the affiliate sees it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await signIn(page, await newAffiliate(request))
  await page.goto('/affiliate/dashboard')
  await waitForApp(page)
  await expect(page.getByRole('heading', { name: 'Affiliate dashboard', level: 1 })).toBeVisible()
  await expect(page.getByTestId('recent-referrals')).toHaveCount(0)
  await expect(page.getByText('No sign-ups yet.')).toBeVisible()

  const shortLinkField = page.getByRole('textbox', { name: 'Short link' })
  await expect(shortLinkField).toHaveValue(/\/r\/QUINN-[A-Z0-9]{4}$/)
  await page.getByRole('button', { name: 'Copy short link' }).click()
  await expect(page.getByRole('button', { name: 'Short link copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await shortLinkField.inputValue())
  const code = (await page.getByRole('textbox', { name: 'Referral code' }).inputValue()).trim()

  // The visitor: a browser of their own, opening the copied link on this server.
  const visitorContext = await browser.newContext({ baseURL })
  const visitor = await visitorContext.newPage()
  await visitor.goto(new URL(copied).pathname)
  await expect(visitor).toHaveURL(new RegExp(`/signup\\?ref=${code}$`))
  await waitForApp(visitor)
  const form = visitor.getByRole('form', { name: 'Create your account' })
  await expect(form.getByRole('textbox', { name: /Referral code/ })).toHaveValue(code)
  expect(await visitor.evaluate(() => sessionStorage.getItem('referral_code'))).toBe(code)
  const email = uniqueEmail('referred')
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin')
  await form.getByRole('textbox', { name: 'Last name' }).fill('Referred')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('radio', { name: 'Employer' }).check({ force: true })
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(SEEDED_PASSWORD)
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(SEEDED_PASSWORD)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(visitor).toHaveURL(/\/signup-success\?/)
  const mail = await latestMail(request, email, 'confirm-email')
  await visitor.goto(linkPath(mail, '/confirm-email'))
  await expect(visitor.getByText('Your email has been successfully confirmed!')).toBeVisible()
  await visitor.goto('/login')
  await waitForApp(visitor)
  await signInThroughForm(visitor, email)
  await expect(visitor).not.toHaveURL(/\/login/)

  // Three annual seats with the test card.
  await visitor.goto('/pricing')
  await waitForApp(visitor)
  await visitor
    .getByRole('radiogroup', { name: 'Billing cycle' })
    .getByText('Annual', { exact: true })
    .click()
  const seats = visitor.getByRole('spinbutton', { name: 'Seats' })
  await seats.fill('3')
  await seats.blur()
  await visitor.getByRole('button', { name: 'Add to cart' }).click()
  await cartDrawer(visitor).getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(visitor).toHaveURL(/\/checkout$/)
  const payment = visitor.getByRole('form', { name: 'Payment' })
  await payment.getByLabel('Name on card').fill('Robin Referred')
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242')
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34')
  await payment.getByLabel('CVC').fill('123')
  await payment.getByRole('button', { name: /^Pay / }).click()
  await expect(visitor.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible()
  await visitorContext.close()

  // The affiliate sees the click, the sign-up, the conversion and 25 % of $286.56 pending — and no name.
  await page.reload()
  await waitForApp(page)
  const totals = page.getByTestId('affiliate-totals')
  await expect(totals).toContainText('Clicks1')
  await expect(totals).toContainText('Sign-ups1')
  await expect(totals).toContainText('Paid conversions1')
  await expect(totals).toContainText('Earned$71.64')
  await expect(page.getByTestId('affiliate-balance')).toContainText('Pending$71.64')
  const referrals = page.getByTestId('recent-referrals')
  await expect(referrals.getByRole('listitem')).toHaveCount(1)
  await expect(referrals).toContainText('Referral #1, signed up today')
  await expect(referrals).toContainText('Premium')
  await expect(page.getByRole('main')).not.toContainText('Robin')
  await expect(page.getByRole('main')).not.toContainText(email)
})
