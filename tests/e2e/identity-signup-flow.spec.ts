import { expect, test } from './support/test'
import { latestMail, linkPath, signInThroughForm, uniqueEmail, SEEDED_PASSWORD } from './identity-support'
import { waitForApp } from './support/shell'

test('sign up → confirm by mail → sign in → persona → onboarding → dashboard', async ({ page, request }) => {
  const email = uniqueEmail('casey')
  await page.goto('/signup?role=recruiter')
  await waitForApp(page)
  const form = page.getByRole('form', { name: 'Create your account' })
  await expect(form.getByRole('radio', { name: 'Recruiter' })).toBeChecked()

  await form.getByRole('textbox', { name: 'First name' }).fill('Casey')
  await form.getByRole('textbox', { name: 'Last name' }).fill('Morgan')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('radio', { name: 'Job Seeker' }).check({ force: true })
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short')
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('different')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByText('Password must be at least 6 characters long')).toBeVisible()
  await expect(form.getByText('Passwords do not match')).toBeVisible()

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(SEEDED_PASSWORD)
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(SEEDED_PASSWORD)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/signup-success\?/)
  await expect(page.getByRole('heading', { name: 'Welcome Casey!' })).toBeVisible()
  await expect(page.getByText('Your account has been created successfully')).toBeVisible()

  const mail = await latestMail(request, email, 'confirm-email')
  await page.goto(linkPath(mail, '/confirm-email'))
  await expect(
    page.getByText('Your email has been successfully confirmed! You can now sign in to your account.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Sign In' }).last().click()

  await expect(page).toHaveURL(/\/login/)
  await signInThroughForm(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: /, Casey$/ })).toBeVisible()

  await page.getByRole('link', { name: 'Continue setup' }).click()
  await expect(page.getByText('Step 1 of 2')).toBeVisible()
  const next = page.getByRole('button', { name: 'Continue' })
  await page.getByRole('radio', { name: /Recruiter/ }).click()
  await next.click()
  await expect(page.getByRole('button', { name: 'Setting up your account...' })).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding$/)

  await expect(page.getByText('Step 2 of 2')).toBeVisible()
  await page.getByRole('textbox', { name: 'Headline' }).fill('Technical recruiter for early-stage startups')
  await page.getByRole('textbox', { name: 'Current role' }).fill('Senior Recruiter')
  await page.getByRole('textbox', { name: 'Location' }).fill('Denver, CO')
  const skills = page.getByPlaceholder(/e\.g\. React|Add another/)
  for (const skill of ['Sourcing', 'Interviewing', 'Boolean search']) {
    await skills.fill(skill)
    await skills.press('Enter')
  }
  await page.getByRole('button', { name: 'Finish setup' }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Recruiter', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Post a job' })).toBeVisible()
  await expect(page.getByText('Continue setup')).toHaveCount(0)
})
