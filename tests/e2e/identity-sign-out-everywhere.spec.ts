import { expect, test } from './support/test'
import { signInThroughForm } from './identity-support'
import { waitForApp } from './support/shell'

test('sign out everywhere ends the session in another browser on its next API call', async ({ browser }) => {
  // Two browsers and two sign-ins: more than the default budget on a busy 2-core machine.
  test.setTimeout(60_000)
  const email = 'affiliate@reelhire.dev'
  const first = await browser.newContext()
  const second = await browser.newContext()
  const a = await first.newPage()
  const b = await second.newPage()
  for (const page of [a, b]) {
    await page.goto('/login')
    await waitForApp(page)
    await signInThroughForm(page, email)
    await expect(page).toHaveURL(/\/dashboard$/)
  }

  await a.goto('/settings')
  await expect(a.getByRole('heading', { name: "Where you're signed in" })).toBeVisible()
  await expect(a.getByText('This device', { exact: true })).toBeVisible()
  await a.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(a).toHaveURL(/\/login\?message=/)
  await expect(a.getByText('You have been signed out on all devices.')).toBeVisible()
  expect(await a.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()

  // The other browser still holds its tokens until it talks to the server: then it is signed out and sent home.
  await b.goto('/settings')
  await expect(b).toHaveURL(/\/$/, { timeout: 15_000 })
  expect(await b.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  await expect(b.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()

  await first.close()
  await second.close()
})
