// The whole Premium-team story of issue 17, through the UI only, with fresh accounts: an employer sets three annual
// seats in the cart, a declined card shows its error and buys nothing, 4242 4242 4242 4242 pays, the invoice and
// the Premium badge appear; the employer invites a recruiter, the invitation arrives over SMTP (the capture of
// support/global-setup.ts), the recruiter accepts it in their own browser and appears in the employer's team.
import type { Page } from '@playwright/test'
import { latestMail, linkPath } from './identity-support'
import { signIn, verifiedAccount } from './support/accounts'
import { cartDrawer } from './support/offline'
import { waitForApp } from './support/shell'
import { expect, test } from './support/test'

// Two people, a payment and a mail: long on a loaded 2-core machine, where one run took 1.7 minutes.
test.describe.configure({ timeout: 180_000 })

const ANNUAL_THREE_SEATS = '$286.56/year'

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Payment' })
  await form.getByLabel('Name on card').fill('Erin Employer')
  await form.getByLabel('Card number').fill(cardNumber)
  await form.getByLabel('Expiry (MM/YY)').fill('12/34')
  await form.getByLabel('CVC').fill('123')
  await form.getByRole('button', { name: /^Pay / }).click()
}

/** What the server holds for the page's user: the plan and the number of invoices (read with its own token). */
async function billingState(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const headers = { authorization: `Bearer ${token}` }
  const subscription = await page.request.get('/api/Billing/subscription', { headers })
  const invoices = await page.request.get('/api/Billing/invoices', { headers })
  expect(subscription.ok() && invoices.ok()).toBe(true)
  return {
    plan: ((await subscription.json()) as { data: { plan: string } }).data.plan,
    invoices: ((await invoices.json()) as { data: { invoices: unknown[] } }).data.invoices.length,
  }
}

test('an employer buys three annual seats, sees the invoice and Premium, and a recruiter joins by the mailed link', async ({
  page,
  request,
  browser,
  signInAsNew,
}) => {
  const recruiter = await verifiedAccount(request, {
    label: 'story-recruiter',
    role: 'Recruiter',
    firstName: 'Robin',
  })
  // A new employer works in their own company account: what they buy and whom they invite is the company's.
  await signInAsNew({ label: 'story-employer', role: 'Employer', firstName: 'Erin' })
  const banner = page.getByRole('banner')

  // The cart: one seat from the pricing page, then three users billed annually in the drawer.
  await page.goto('/pricing')
  await waitForApp(page)
  await expect(banner.getByText('Free', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const drawer = cartDrawer(page)
  await drawer.getByRole('spinbutton', { name: 'Users' }).fill('3')
  await expect(drawer.getByTestId('cart-line-price')).toHaveText('$29.85/month')
  await drawer.locator('label').filter({ hasText: 'Annual' }).click()
  await expect(drawer.getByTestId('cart-total')).toHaveText(ANNUAL_THREE_SEATS)
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click()

  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByTestId('test-mode-banner')).toContainText('TEST MODE')
  await expect(page.getByTestId('checkout-total')).toHaveText(ANNUAL_THREE_SEATS)

  // A declined card: its reason on the page, which stays, and nothing bought.
  await payWith(page, '4000 0000 0000 0002')
  await expect(page.getByTestId('payment-error')).toContainText('Your card was declined.')
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(banner.getByText('Free', { exact: true })).toBeVisible()
  expect(await billingState(page)).toEqual({ plan: 'free', invoices: 0 })

  await payWith(page, '4242 4242 4242 4242')
  // The payment writes the subscription, its invoice and the seats in one go: the slowest answer of the story.
  await expect(page).toHaveURL(/\/checkout\/success\?session=/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible()
  await expect(page.getByTestId('checkout-result')).toContainText(`3 seats, ${ANNUAL_THREE_SEATS}`)
  await expect(banner.getByText('Premium')).toBeVisible()
  await expect(banner.getByText('Free', { exact: true })).toHaveCount(0)

  // Account → Billing: the plan and the one invoice, for the annual amount.
  await page.goto('/account')
  await expect(page.getByTestId('billing-plan')).toContainText(`1 of 3 seats used · ${ANNUAL_THREE_SEATS}`)
  const invoices = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')
  await expect(invoices).toHaveCount(1)
  await expect(invoices.first()).toContainText(/RH-[0-9A-F]{8}-0001/)
  await expect(invoices.first()).toContainText('$286.56')
  await expect(invoices.first()).toContainText('Paid')
  expect(await billingState(page)).toEqual({ plan: 'premium', invoices: 1 })

  // Account → Team: invite the recruiter.
  const team = page.getByRole('region', { name: 'Team' })
  await expect(team.getByTestId('team-seats')).toContainText('1 of 3 seats used')
  const form = team.getByRole('form', { name: 'Invite a team member' })
  await form.getByRole('textbox', { name: 'Email' }).fill(recruiter)
  await form.getByRole('combobox', { name: 'Role' }).selectOption('Recruiter')
  const invitedAt = Date.now() - 1000
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(team.getByRole('list', { name: 'Pending invitations' })).toContainText(recruiter)
  await expect(team.getByTestId('team-seats')).toContainText('2 of 3 seats used')

  // The invitation went out over SMTP: the capture has it, the dev outbox does not.
  const mail = await latestMail(request, recruiter, 'team-invitation', invitedAt)
  expect(mail.from).toMatch(/@/)
  expect(mail.subject).not.toBe('')
  const outbox = await request.get(`/dev/mail.json?to=${encodeURIComponent(recruiter)}`)
  expect(((await outbox.json()) as { data: unknown[] }).data).toEqual([])

  // The recruiter opens the mailed link in their own browser, signed in, and accepts.
  const recruiterContext = await browser.newContext()
  try {
    const recruiterPage = await recruiterContext.newPage()
    await signIn(recruiterPage, recruiter)
    await recruiterPage.goto(linkPath(mail, '/accept-invitation'))
    await expect(recruiterPage.getByRole('heading', { name: "You're Invited!" })).toBeVisible()
    await recruiterPage.getByRole('button', { name: 'Accept Invitation' }).click()
    await expect(recruiterPage.getByText('Invitation Accepted!')).toBeVisible()
    await expect(recruiterPage).toHaveURL(/\/dashboard$/)
  } finally {
    await recruiterContext.close()
  }

  // The employer's team lists the recruiter with their role; no invitation is pending any more.
  await page.reload()
  const row = page
    .getByRole('list', { name: 'Team members' })
    .getByRole('listitem')
    .filter({ hasText: recruiter })
  await expect(row).toBeVisible()
  await expect(row.getByRole('combobox', { name: /^Role of / })).toHaveValue('Recruiter')
  await expect(team.getByText('No pending invitations.')).toBeVisible()
  await expect(team.getByTestId('team-seats')).toContainText('2 of 3 seats used')
})
