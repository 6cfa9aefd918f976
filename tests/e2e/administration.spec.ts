// Administration (issue 18): an admin finds a user and suspends them; that user, signed in in another browser, is
// signed out on their next request and cannot sign in again; the suspension is in the audit log.
import { codeFrom, latestMail, signInThroughForm } from './identity-support'
import { letterStamp, signIn, verifiedAccount } from './support/accounts'
import { sidebar, waitForApp } from './support/shell'
import { expect, test } from './support/test'

test('an admin finds a user and suspends them; the user is signed out at once', async ({
  page,
  browser,
  request,
}) => {
  // Two people sign in (the admin with a second factor) in two browsers: more than the default 30 s on a busy machine.
  test.slow()
  // The user, signed in in a browser of their own.
  const firstName = `Suspendee${letterStamp()}`
  const email = await verifiedAccount(request, { label: 'suspendee', firstName })
  const userContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.9` },
  })
  const userPage = await userContext.newPage()
  await signIn(userPage, email)
  await expect(userPage).toHaveURL(/\/dashboard|\/onboarding|\/persona-selection/)

  // The admin signs in (admins keep two-factor on) and goes from the dashboard to the users.
  const started = Date.now() - 1_000
  await page.goto('/login?redirect=%2Fdashboard')
  await waitForApp(page)
  await signInThroughForm(page, 'admin@reelhire.dev')
  const step = page.getByRole('form', { name: 'Two-factor verification' })
  const code = codeFrom(await latestMail(request, 'admin@reelhire.dev', 'two-factor-code', started))
  await step.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await step.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await page.getByRole('link', { name: 'Administration' }).click()
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click()

  const search = page.getByRole('searchbox', { name: 'Search users by email or name' })
  await search.fill(firstName)
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${firstName}`))
  await expect(page.getByText('1 user', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: `${firstName} Tester` }).click()
  await expect(page.getByRole('heading', { name: `${firstName} Tester`, level: 2 })).toBeVisible()

  await page.getByRole('button', { name: 'Suspend user' }).click()
  const dialog = page.getByRole('alertdialog', { name: `Suspend ${firstName} Tester?` })
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Spam messages to candidates')
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Restore user' })).toBeVisible()

  // The user's next request is refused: their browser signs out.
  await userPage.goto('/dashboard')
  await expect(userPage).toHaveURL(/\/($|\?)/)
  await expect(sidebar(userPage).getByRole('link', { name: 'Sign In' })).toBeVisible()
  expect(await userPage.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  // And they cannot sign in again: the form says why.
  await userPage.goto('/login')
  await waitForApp(userPage)
  await signInThroughForm(userPage, email)
  await expect(userPage.getByText(/suspended/i)).toBeVisible()
  await expect(userPage).toHaveURL(/\/login/)
  await userContext.close()

  // The audit log names the action.
  await page.getByRole('link', { name: 'Audit log' }).click()
  const entries = page.getByRole('list', { name: 'Audit entries' })
  await expect(entries.getByText('user.suspend').first()).toBeVisible()
  await expect(entries.getByText(/Spam messages to candidates/).first()).toBeVisible()
})
