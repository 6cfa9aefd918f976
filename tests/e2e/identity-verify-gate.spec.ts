import { expect, test } from './support/test'
import { latestMail, linkPath, registerByApi, signInThroughForm } from './identity-support'
import { waitForApp } from './support/shell'

// Registers, signs in, waits out a countdown and confirms by mail: over 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 })

test('an unverified user is held at /verify-email with its countdown until the link is opened', async ({
  page,
  request,
}) => {
  const email = await registerByApi(request, 'gate', 'Jules')
  await page.goto('/verify-email')
  await waitForApp(page)
  await expect(
    page.getByText(
      'You are not currently signed in. Please sign in with your account to resend the verification email.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeDisabled()

  await page.goto('/login?redirect=%2Fsettings')
  await signInThroughForm(page, email)
  await expect(page).toHaveURL(/\/verify-email\?/)
  await expect(page.getByRole('heading', { name: 'Verify your email to continue' })).toBeVisible()

  // A protected page sends the unverified user back to the gate, remembering where they were going.
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/verify-email\?redirect=%2Fprofile/)

  // The registration mail went out moments ago: the server's 60 s cooldown answers, and the button counts down.
  const resend = page.getByRole('button', { name: /Resend/ })
  await resend.click()
  await expect(page.getByText('Please wait before requesting another verification email.')).toBeVisible()
  await expect(resend).toHaveText(/^Resend in \d+s$/)
  await expect(resend).toBeDisabled()
  const first = Number((await resend.textContent())?.match(/\d+/)?.[0])
  await expect.poll(async () => Number((await resend.textContent())?.match(/\d+/)?.[0])).toBeLessThan(first)

  await page.getByRole('button', { name: 'I already verified' }).click()
  await expect(page.getByText(/not verified yet/)).toBeVisible()

  const mail = await latestMail(request, email, 'confirm-email')
  const confirmTab = await page.context().newPage()
  await confirmTab.goto(linkPath(mail, '/confirm-email'))
  await expect(confirmTab.getByText(/successfully confirmed/)).toBeVisible()
  await confirmTab.close()

  await page.getByRole('button', { name: 'I already verified' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Jules Tester' })).toBeVisible()
})
