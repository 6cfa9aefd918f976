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

test('a signed-in user opening /login or /signup goes on to the redirect target, else the dashboard', async ({
  page,
}) => {
  // Four full page loads, each starting the app afresh: slow on a busy 2-core machine.
  test.setTimeout(60_000)
  await page.goto('/login')
  await waitForApp(page)
  await signInThroughForm(page, 'jobseeker@reelhire.dev')
  await expect(page).toHaveURL(/\/dashboard$/)

  // Typed, bookmarked or reached with Back: the sign-in form is never shown again.
  await page.goto('/login?redirect=%2Faccount%3Ffrom%3Dmenu')
  await expect(page).toHaveURL(/\/account\?from=menu$/)
  await expect(page.getByRole('heading', { name: 'Your accounts' })).toBeVisible()
  // Only same-origin paths: an off-site target lands on the dashboard, as does /signup without one.
  await page.goto('/signup?redirect=%2F%2Fevil.example%2Fphish')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Create your account' })).toHaveCount(0)
})
