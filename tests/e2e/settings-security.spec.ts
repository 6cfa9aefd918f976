import type { APIRequestContext, Page } from '@playwright/test'
import { SEEDED_PASSWORD, latestMail, linkPath, registerByApi, signInThroughForm } from './identity-support'
import { waitForApp } from './support/shell'
import { expect, test } from './support/test'

/** A new account confirmed through the mailed link in the browser, then signed in on its way to /settings. */
async function signedInAtSettings(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = await registerByApi(request, label)
  await page.goto(linkPath(await latestMail(request, email, 'confirm-email'), '/confirm-email'))
  await expect(page.getByText(/successfully confirmed/)).toBeVisible()
  await page.goto('/login?redirect=%2Fsettings')
  await waitForApp(page)
  await signInThroughForm(page, email)
  await expect(page).toHaveURL(/\/settings$/)
  return email
}

test('settings: the password fields show and hide what was typed; a password change signs in next time', async ({
  page,
  request,
}) => {
  const email = await signedInAtSettings(page, request, 'settings')

  const form = page.getByRole('form', { name: 'Change password' })
  const current = form.getByRole('textbox', { name: 'Current password', exact: true })
  await current.fill('not my password')
  await expect(current).toHaveAttribute('type', 'password')
  const show = form.getByRole('button', { name: 'Show current password' })
  await show.click()
  await expect(current).toHaveAttribute('type', 'text')
  await expect(form.getByRole('button', { name: 'Hide current password' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  const newPassword = 'Settings!Change42'
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByRole('alert')).toBeVisible()

  await current.fill(SEEDED_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible()
  // The form is emptied after a change.
  await expect(current).toHaveValue('')

  // The two-factor confirmation asks for the password with the same field.
  await page.getByRole('button', { name: 'Use codes by email' }).click()
  const confirm = page.getByRole('form', { name: 'Turn on email codes' })
  await expect(confirm.getByRole('button', { name: 'Show current password' })).toBeVisible()

  const login = await request.post('/api/Auth/login', {
    data: { email, password: newPassword, rememberMe: false },
  })
  expect(login.ok()).toBe(true)
})

test('authenticator setup shows a QR code to scan, with the secret still there to type in @mobile', async ({
  page,
  request,
}) => {
  await signedInAtSettings(page, request, 'totp')

  await page.getByRole('button', { name: 'Use an authenticator app' }).click()
  const setup = page.getByRole('form', { name: 'Set up an authenticator app' })
  const qr = setup.getByRole('img', { name: 'QR code to scan with your authenticator app' })
  await expect(qr).toBeVisible()
  const box = await qr.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(160)
  await expect(setup.getByText('Secret key', { exact: true })).toBeVisible()
  await expect(setup.getByText(/^otpauth:\/\/totp\//)).toBeVisible()
})
