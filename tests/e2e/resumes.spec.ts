// Resumes, first slice (issue 14): a job seeker creates a resume, makes a variation, promotes it to master and
// makes it recruiters-only; a recruiter opens it and tracks the candidate; a visitor gets the not-found state.
import type { Locator, Page } from '@playwright/test'
import { signIn } from './support/accounts'
import { expect, test } from './support/test'

const JOB_SEEKER = 'jobseeker@reelhire.dev'
const RECRUITER = 'recruiter@reelhire.dev'

/** The card of the resume called `name` on /resumes (in My resumes, Tracked resumes or the public list). */
const card = (scope: Page | Locator, name: string) =>
  scope.getByTestId('resume-card').and(scope.getByRole('article', { name, exact: true }))

async function openActions(page: Page, name: string) {
  const mine = page.getByRole('region', { name: 'My resumes' })
  await card(mine, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click()
  const dialog = page.getByTestId('resume-action-dialog')
  await expect(dialog.getByRole('heading', { name })).toBeVisible()
  return dialog
}

test('a job seeker builds a master and a variation, promotes it and hides it from all but recruiters', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const title = `Frontend Developer ${stamp}`
  const variationName = `Frontend Developer ${stamp} — fintech`

  // Create: the form is prefilled from the profile and checked before it is sent.
  await signIn(page, JOB_SEEKER)
  await page.goto('/resumes')
  await page.getByRole('main').getByRole('link', { name: 'Create resume' }).first().click()
  await expect(page).toHaveURL(/\/resumes\/new$/)
  const form = page.getByRole('form', { name: 'Create resume' })
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(JOB_SEEKER)
  await expect(form.getByRole('textbox', { name: 'First name' })).not.toHaveValue('')
  await form.getByRole('button', { name: 'Create resume' }).click()
  await expect(form.getByText('Title is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Resume title' }).fill(title)
  await form.getByRole('button', { name: 'Create resume' }).click()

  // It opens in the builder; its own page is private to its owner by default (seed 1 §5), and so not indexed.
  await expect(page).toHaveURL(/\/resumes\/create\/[^/]+$/)
  await page.getByRole('link', { name: 'View resume' }).click()
  await expect(page).toHaveURL(/\/resumes\/[^/]+$/)
  const resumeUrl = new URL(page.url()).pathname
  await expect(page.getByRole('toolbar', { name: 'Resume tools' })).toBeVisible()
  await expect(page.getByTestId('privacy-badge')).toHaveText('Private')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  // On /resumes it heads a group of its own.
  await page.goto('/resumes')
  const mine = page.getByRole('region', { name: 'My resumes' })
  await expect(card(mine, title)).toBeVisible()

  // A variation of it, under it.
  await mine.getByRole('button', { name: `Create a variation of ${title}` }).click()
  const variationForm = page.getByRole('dialog', { name: 'Create a variation' })
  await variationForm.getByRole('textbox', { name: 'Variation name' }).fill(variationName)
  await variationForm.getByRole('button', { name: 'Create variation' }).click()
  const variations = mine.getByRole('list', { name: `Variations of ${title}` })
  await expect(card(variations, variationName)).toBeVisible()
  await expect(card(variations, variationName).getByText('Variation', { exact: true })).toBeVisible()

  // The dialog offers Promote to Master on the variation (not on its head); promoting makes it the master.
  let dialog = await openActions(page, title)
  await expect(dialog.getByRole('button', { name: 'Promote to Master' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  dialog = await openActions(page, variationName)
  await expect(dialog.getByRole('button', { name: 'Delete Variation' })).toBeVisible()
  const promoted = page.waitForResponse(
    (r) => r.url().includes('/promote') && r.request().method() === 'POST',
  )
  await dialog.getByRole('button', { name: 'Promote to Master' }).click()
  expect((await promoted).ok()).toBe(true)
  const head = mine
    .getByTestId('resume-group')
    .filter({ has: page.getByRole('link', { name: variationName }) })
  await expect(card(head, variationName).getByText('Master', { exact: true })).toBeVisible()
  await expect(card(mine, title).getByText('Master', { exact: true })).toHaveCount(0)
  await expect(mine.getByRole('list', { name: `Variations of ${variationName}` })).toContainText(title)

  // Recruiters only: shown at once, sent through the outbox, still so after a reload.
  dialog = await openActions(page, variationName)
  const privacySent = page.waitForResponse((r) => r.url().includes('/setPrivacy'))
  await dialog.getByRole('button', { name: /Recruiters only/ }).click()
  await expect(dialog.getByRole('button', { name: /Recruiters only/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect((await privacySent).ok()).toBe(true)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.reload()
  await expect(
    card(page.getByRole('region', { name: 'My resumes' }), variationName).getByTestId('privacy-badge'),
  ).toHaveText('Recruiters only')
  // Its address: open its page from the card.
  await card(page.getByRole('region', { name: 'My resumes' }), variationName)
    .getByRole('link', { name: variationName })
    .click()
  await expect(page.getByRole('article', { name: variationName })).toBeVisible()
  const variationUrl = new URL(page.url()).pathname
  expect(variationUrl).not.toBe(resumeUrl)

  // A recruiter may see it, and tracks the candidate.
  const recruiterContext = await browser.newContext()
  const recruiter = await recruiterContext.newPage()
  await signIn(recruiter, RECRUITER)
  await recruiter.goto(variationUrl)
  await expect(recruiter.getByRole('article', { name: variationName })).toBeVisible()
  await expect(recruiter.getByRole('button', { name: 'Edit' })).toHaveCount(0)
  const watched = recruiter.waitForResponse((r) => r.url().includes('/api/Resume/watch/'))
  await recruiter.getByRole('button', { name: 'Track Candidate' }).click()
  await expect(recruiter.getByRole('button', { name: 'Untrack Candidate' })).toBeVisible()
  expect((await watched).ok()).toBe(true)
  await recruiter.getByRole('button', { name: `Actions for ${variationName}` }).click()
  const recruiterDialog = recruiter.getByTestId('resume-action-dialog')
  await expect(recruiterDialog.getByRole('button', { name: 'Download Resume' })).toBeVisible()
  await expect(recruiterDialog.getByRole('button', { name: 'Untrack Candidate' })).toBeVisible()
  await expect(recruiterDialog.getByRole('button', { name: /Recruiters only/ })).toHaveCount(0)
  await recruiterDialog.getByRole('button', { name: 'Close' }).click()
  await recruiter.goto('/resumes')
  await expect(card(recruiter.getByRole('region', { name: 'Tracked resumes' }), variationName)).toBeVisible({
    timeout: 20_000,
  })
  await recruiterContext.close()

  // A visitor gets the not-found state (the server answers 404 for a hidden resume), also through /resume/{id}.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(variationUrl)
  await expect(visitor.getByTestId('resume-not-found')).toBeVisible()
  await expect(visitor.getByRole('heading', { name: 'Resume not found' })).toBeVisible()
  await expect(visitor.getByText(variationName)).toHaveCount(0)
  await visitor.goto(variationUrl.replace('/resumes/', '/resume/'))
  await expect(visitor).toHaveURL(new RegExp(`${variationUrl}$`))
  await expect(visitor.getByTestId('resume-not-found')).toBeVisible()
  await visitorContext.close()
})

test('a visitor sees the public resumes and, in the action dialog, a sign-in prompt', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  // A public resume to find, made through the API as its owner would.
  const login = await request.post('/api/Auth/login', {
    data: { email: JOB_SEEKER, password: 'ReelHire!2026' },
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const name = `Public resume ${Date.now().toString(36)}`
  const saved = await request.post('/api/Resume/Save', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: JSON.stringify({
      title: name,
      firstName: 'Jo',
      lastName: 'Seeker',
      email: JOB_SEEKER,
      privacy: 'public',
      resume: {
        basics: { label: 'Frontend Developer' },
        work: [{ name: 'Acme', position: 'Engineer', startDate: '2021-03' }],
      },
    }),
  })
  expect(saved.ok()).toBe(true)

  await page.goto('/resumes')
  await expect(page.getByRole('region', { name: 'My resumes' })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Create resume' })).toHaveCount(0)
  const publicList = page.getByRole('region', { name: 'Public resumes' })
  await expect(publicList.getByTestId('public-resumes-count')).toHaveText(/\d+ resumes?/)
  await card(publicList, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click()
  const dialog = page.getByTestId('resume-action-dialog')
  await expect(dialog.getByRole('button', { name: 'View' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Share' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Download/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'View' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Jo Seeker' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Experience' })).toContainText('Engineer · Acme')
  await expect(page.getByText('Mar 2021 – Present')).toBeVisible()
  // Public: indexable.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})
