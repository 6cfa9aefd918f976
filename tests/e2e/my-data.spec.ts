import { readFile } from 'node:fs/promises'
import { expect, test } from './support/test'
import { signIn, verifiedAccount } from './support/accounts'
import { SEEDED_PASSWORD, signInThroughForm } from './identity-support'
import { waitForApp } from './support/shell'

test('my data: the export downloads my JSON; deleting the account signs me out for good', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const email = await verifiedAccount(request, { label: 'mydata', firstName: 'Delia' })
  await signIn(page, email)

  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Your data' })
  await expect(section).toBeVisible()

  // The export: a JSON file named for today, holding my profile.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^reelhire-export-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string
    profile: { email: string; firstName: string; passwordHash?: string }
  }
  expect(exported.format).toBe('reelhire-export/1')
  expect(exported.profile).toMatchObject({ email, firstName: 'Delia' })
  expect(exported.profile.passwordHash).toBeUndefined()

  // Deleting: the warning names what goes and what stays; a wrong password changes nothing.
  await section.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await expect(dialog.getByText('What goes')).toBeVisible()
  await expect(dialog.getByText(/Invoices are kept as the law requires/)).toBeVisible()
  await expect(dialog.getByText(/deleted with your account when nobody else belongs to them/)).toBeVisible()
  const password = dialog.getByRole('textbox', { name: 'Your password' })
  await password.fill('Wrong!Pass1')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('Your current password is incorrect.').first()).toBeVisible()

  await password.fill(SEEDED_PASSWORD)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/login\?message=/)
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()

  // Signing in again is refused.
  await waitForApp(page)
  await signInThroughForm(page, email)
  await expect(page.getByText(/Invalid email or password/)).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})
