import { expect, test } from './support/test'
import { codeFrom, latestMail, signInThroughForm } from './identity-support'
import { waitForApp } from './support/shell'

test('sign in with two-factor: a wrong code is refused, the mailed code signs in', async ({
  page,
  request,
}) => {
  const email = 'twofactor@reelhire.dev'
  const started = Date.now() - 1_000
  await page.goto('/login')
  await waitForApp(page)
  await signInThroughForm(page, email)

  const step = page.getByRole('form', { name: 'Two-factor verification' })
  await expect(step.getByPlaceholder('Enter the 6-digit code')).toBeVisible()
  await expect(step.getByRole('button', { name: 'Resend code' })).toBeVisible()
  await expect(step.getByRole('button', { name: 'Back' })).toBeVisible()
  // The challenge lives in sessionStorage only.
  expect(await page.evaluate(() => Boolean(sessionStorage.getItem('two_factor_challenge')))).toBe(true)
  expect(await page.evaluate(() => localStorage.getItem('two_factor_challenge'))).toBeNull()

  const mail = await latestMail(request, email, 'two-factor-code', started)
  const code = codeFrom(mail)
  expect(code).toMatch(/^\d{6}$/)
  const wrong = code === '000000' ? '111111' : '000000'
  await step.getByRole('textbox', { name: 'Verification code' }).fill(wrong)
  await step.getByRole('button', { name: 'Verify' }).click()
  await expect(step.getByRole('alert')).toContainText(
    'Invalid or expired verification code. Please try again.',
  )

  await step.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await step.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy()
  expect(await page.evaluate(() => sessionStorage.getItem('two_factor_challenge'))).toBeNull()
})
