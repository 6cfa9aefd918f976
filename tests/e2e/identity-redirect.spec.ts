import { expect, test } from './support/test'
import { signInThroughForm } from './identity-support'
import { waitForApp } from './support/shell'

test('a protected page sends a visitor to sign in and back again afterwards', async ({ page }) => {
  await page.goto('/settings')
  await waitForApp(page)
  await page.goto('/account?from=menu')
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%3Ffrom%3Dmenu$/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await signInThroughForm(page, 'wrong@reelhire.dev', 'nope-nope')
  await expect(page.getByRole('alert')).toContainText('Invalid email or password. Please try again.')
  await signInThroughForm(page, 'recruiter@reelhire.dev')
  await expect(page).toHaveURL(/\/account\?from=menu$/)
  await expect(page.getByRole('heading', { name: 'Your accounts' })).toBeVisible()
})

test('an off-site redirect is ignored: sign-in lands on the dashboard', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish')
  await waitForApp(page)
  await signInThroughForm(page, 'jobseeker@reelhire.dev')
  await expect(page).toHaveURL(/\/dashboard$/)
})
