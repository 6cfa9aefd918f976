import { expect, test } from './support/test'
import { latestMail, linkPath, registerByApi, signInThroughForm } from './identity-support'
import { waitForApp } from './support/shell'

test('forgot password → reset by mail (live checklist) → sign in with the new password', async ({
  page,
  request,
}) => {
  const email = await registerByApi(request, 'reset')
  await page.goto('/forgot-password')
  await waitForApp(page)
  const form = page.getByRole('form', { name: 'Reset your password' })
  await form.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(form.getByText('Please enter your email address')).toBeVisible()
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address')
  await form.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try Different Email' })).toBeVisible()

  const mail = await latestMail(request, email, 'password-reset')
  await page.goto(linkPath(mail, '/reset-password'))
  const reset = page.getByRole('form', { name: 'Choose a new password' })
  const rules = page.getByRole('list', { name: 'Password requirements' })
  const newPassword = 'Fresh!Start42'
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('fresh')
  await expect(rules.locator('[data-met="true"]')).toHaveCount(1)
  await reset.getByRole('button', { name: 'Reset Password' }).click()
  await expect(reset.getByText('Please fix the password requirements below')).toBeVisible()
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await expect(rules.locator('[data-met="true"]')).toHaveCount(5)
  await reset.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword)
  await reset.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Your password has been reset successfully.')).toBeVisible()
  // Back to sign-in 3 s after a successful reset.
  await expect(page).toHaveURL(/\/login/, { timeout: 6_000 })

  await signInThroughForm(page, email, newPassword)
  await expect(page).toHaveURL(/\/dashboard$/)
})
