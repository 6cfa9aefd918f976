// Checkout (issue 17): an employer buys three annual Premium seats with the built-in test provider — a declined
// card shows its reason and changes nothing, 4242 4242 4242 4242 pays — and sees the success page, the invoice
// and the Premium badge.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { cartDrawer } from './support/offline'
import { waitForApp } from './support/shell'

test.describe.configure({ timeout: 90_000 })

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Payment' })
  await form.getByLabel('Name on card').fill('Erin Employer')
  await form.getByLabel('Card number').fill(cardNumber)
  await form.getByLabel('Expiry (MM/YY)').fill('12/34')
  await form.getByLabel('CVC').fill('123')
  await form.getByRole('button', { name: /^Pay / }).click()
}

test('an employer buys three annual seats; a declined card shows its error, 4242 pays', async ({
  page,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'checkout', role: 'Employer' })
  await page.goto('/pricing')
  await waitForApp(page)
  await expect(page.getByRole('banner').getByText('Free', { exact: true })).toBeVisible()

  await page.getByRole('radiogroup', { name: 'Billing cycle' }).getByText('Annual', { exact: true }).click()
  const seats = page.getByRole('spinbutton', { name: 'Seats' })
  await seats.fill('3')
  await seats.blur()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const drawer = cartDrawer(page)
  await expect(drawer.getByTestId('cart-total')).toHaveText('$286.56/year')
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click()

  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await expect(page.getByTestId('test-mode-banner')).toContainText('TEST MODE')
  await expect(page.getByTestId('checkout-total')).toHaveText('$286.56/year')

  // Declined: the reason is shown, the page stays, nothing was bought.
  await payWith(page, '4000 0000 0000 0002')
  await expect(page.getByTestId('payment-error')).toContainText('Your card was declined.')
  await expect(page).toHaveURL(/\/checkout$/)
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const before = await page.request.get('/api/Billing/subscription', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(((await before.json()) as { data: { plan: string } }).data.plan).toBe('free')

  await payWith(page, '4242 4242 4242 4242')
  await expect(page).toHaveURL(/\/checkout\/success\?session=/)
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible()
  const result = page.getByTestId('checkout-result')
  await expect(result).toContainText('3 seats, $286.56/year')
  await expect(result).toContainText(/Invoice RH-[0-9A-F]{8}-0001 · \$286\.56 paid/)
  // The top bar's plan badge follows the real plan.
  await expect(page.getByRole('banner').getByText('Premium')).toBeVisible()

  await result.getByRole('link', { name: 'View invoice' }).click()
  const invoice = page.getByTestId('invoice')
  await expect(invoice.getByRole('heading', { name: /^Invoice RH-/ })).toBeVisible()
  await expect(
    invoice.getByRole('row', { name: /Premium seat, billed per year 3 \$95\.52 \$286\.56/ }),
  ).toBeVisible()
  await expect(page.getByTestId('invoice-total')).toHaveText('$286.56')

  await page.goto('/account')
  await expect(page.getByTestId('billing-plan')).toContainText('1 of 3 seats used · $286.56/year')
  await expect(page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')).toHaveCount(1)
  // Cancel at period end: Premium stays until then, and the cancellation can be taken back.
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Premium?' })
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(page.getByTestId('billing-plan')).toContainText('Ends on')
  await page.getByRole('button', { name: 'Resume subscription' }).click()
  await expect(page.getByTestId('billing-plan')).toContainText('Renews on')
  // The paid cart is empty now.
  await page.getByRole('button', { name: 'Open cart' }).click()
  await expect(cartDrawer(page).getByText('Your cart is empty')).toBeVisible()
})
