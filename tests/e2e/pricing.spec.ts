import { expect, test } from './support/test'
import { waitForApp } from './support/shell'

test('Premium prices follow the billing cycle and the seat count @mobile', async ({ page }) => {
  await page.goto('/pricing')
  await waitForApp(page)
  const main = page.getByRole('main')
  await expect(main.getByText('$9.95/month').first()).toBeVisible()

  const cycle = page.getByRole('radiogroup', { name: 'Billing cycle' })
  await cycle.getByText('Annual', { exact: true }).click()
  // 12 months × $9.95 × 0.8
  await expect(main.getByText('$95.52/year').first()).toBeVisible()

  await cycle.getByText('Monthly', { exact: true }).click()
  const seats = page.getByRole('spinbutton', { name: 'Seats' })
  await seats.fill('3')
  await seats.blur()
  await expect(main.getByText('$29.85/month').first()).toBeVisible()
})
