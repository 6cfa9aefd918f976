// Posting and managing jobs (issue 5): an employer posts a job from a file (the link path is refused for a
// loopback address: the e2e server cannot reach outside, and Extract refuses loopback on purpose), edits and
// publishes it, pauses and reactivates it, clones it and deletes the clone after confirming.
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiToken, signIn, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

const JOB_FILE = path.resolve('tests/fixtures/job-import/job-description.txt')

// Each story first registers, confirms and signs in a user of its own: slow on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

/** A new, verified employer with a company of their own (posting needs one), so the story owns its data. */
async function employerWithCompany(request: APIRequestContext): Promise<string> {
  const email = await verifiedAccount(request, { label: 'employer', role: 'Employer', firstName: 'Emery' })
  const token = await apiToken(request, email)
  const company = await request.post('/api/Companies', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Northwind Test ${Date.now().toString(36)}` },
  })
  expect(company.ok()).toBe(true)
  return email
}

const ownerActions = (page: Page) => page.getByTestId('job-owner-actions')
const jobIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? ''

async function apiStatus(page: Page, id: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const response = await page.request.get(`/api/Job/${id}`, { headers: { authorization: `Bearer ${token}` } })
  return response.status()
}

test('an employer posts a job from a file, publishes, pauses, reactivates, clones it and deletes the clone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const email = await employerWithCompany(request)
  await signIn(page, email)
  await page.goto('/jobs/create')
  await expect(page.getByRole('heading', { name: 'Post a job' })).toBeVisible()

  // From a link: the server refuses loopback addresses, and the page says so.
  const link = page.getByRole('textbox', { name: 'Link to a job posting' })
  await link.fill('http://127.0.0.1/')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('This address cannot be fetched.')).toBeVisible()

  // From a file: the form is prefilled and says what it filled.
  await page.getByTestId('job-import-file-input').setInputFiles(JOB_FILE)
  await expect(page.getByTestId('import-summary')).toContainText('Filled in from job-description.txt')
  const title = page.getByRole('textbox', { name: /^Job title/ })
  await expect(title).toHaveValue('Senior Backend Engineer')
  await expect(page.getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR')
  await expect(page.getByRole('textbox', { name: /^Responsibility 1 of/ })).not.toHaveValue('')

  // Saved as a draft: the job's page, with Publish among the owner's actions.
  await page.getByRole('button', { name: 'Save as draft' }).click()
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/)
  const jobId = jobIdOf(page)
  await expect(ownerActions(page).getByRole('button', { name: 'Publish' })).toBeVisible()

  // Edit the draft and publish it from the form.
  await ownerActions(page).getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`/jobs/create/${jobId}`)
  await expect(title).toHaveValue('Senior Backend Engineer')
  await title.fill('Senior Backend Engineer (Berlin)')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page).toHaveURL(`/jobs/${jobId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Backend Engineer (Berlin)')

  // Pause and reactivate.
  await ownerActions(page).getByRole('button', { name: 'Pause' }).click()
  await expect(page.getByText('Job paused.')).toBeVisible()
  await ownerActions(page).getByRole('button', { name: 'Activate' }).click()
  await expect(page.getByText('Job activated.')).toBeVisible()
  await expect(ownerActions(page).getByRole('button', { name: 'Pause' })).toBeVisible()

  // Clone: the copy is a new draft, opened in the form.
  await ownerActions(page)
    .getByRole('button', { name: /More actions/ })
    .click()
  await page.getByRole('menuitem', { name: 'Clone' }).click()
  await expect(page).toHaveURL(/\/jobs\/create\/[0-9a-f-]{36}$/)
  const cloneId = new URL(page.url()).pathname.split('/')[3] ?? ''
  expect(cloneId).not.toBe(jobId)
  await expect(title).toHaveValue('Senior Backend Engineer (Berlin) (copy)')

  // Delete the clone from its page, after confirming; the original stays.
  await page.goto(`/jobs/${cloneId}`)
  const askToDelete = async () => {
    await ownerActions(page)
      .getByRole('button', { name: /More actions/ })
      .click()
    await page.getByRole('menuitem', { name: /Delete/ }).click()
  }
  const dialog = page.getByRole('alertdialog', { name: 'Delete this job?' })
  await askToDelete()
  await expect(dialog).toContainText('Senior Backend Engineer (Berlin) (copy)')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await askToDelete()
  await dialog.getByRole('button', { name: 'Delete job' }).click()
  await expect(page).toHaveURL(/\/jobs\/manage/)
  await expect(page.getByText('Job deleted.')).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Senior Backend Engineer (Berlin)', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Senior Backend Engineer (Berlin) (copy)' })).toHaveCount(0)
  expect(await apiStatus(page, cloneId)).toBe(404)
  expect(await apiStatus(page, jobId)).toBe(200)
})

test('the form checks fields with the contract messages and keeps unsaved work on this device', async ({
  page,
  request,
}) => {
  const email = await employerWithCompany(request)
  await signIn(page, email)
  await page.goto('/jobs/create')
  await page.getByRole('textbox', { name: 'Currency' }).fill('EU')
  await page.getByRole('textbox', { name: 'Minimum' }).fill('90000')
  await page.getByRole('textbox', { name: 'Maximum' }).fill('80000')
  await page.getByRole('button', { name: 'Publish job' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  await expect(page.getByText('Description is required')).toBeVisible()
  await expect(page.getByText('Currency must be a 3-letter code')).toBeVisible()
  await expect(page.getByText('Minimum salary cannot be more than maximum salary')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Job title/ })).toBeFocused()

  // Typed, then the tab is reloaded: the draft comes back from this device.
  await page.getByRole('textbox', { name: /^Job title/ }).fill('Warehouse Lead')
  await page.getByRole('textbox', { name: /^Description/ }).click()
  await page.reload()
  await expect(page.getByText('Restored your unsaved draft')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Warehouse Lead')
  await page.getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByRole('textbox', { name: /^Job title/ })).toHaveValue('')
})

test('a skill typed without Enter is kept when the job is saved', async ({ page, request }) => {
  const email = await employerWithCompany(request)
  await signIn(page, email)
  await page.goto('/jobs/create')
  await page.getByRole('textbox', { name: /^Job title/ }).fill('Mobile Engineer')
  await page.getByRole('textbox', { name: /^Description/ }).fill('Build our Android app.')
  const skills = page.getByRole('textbox', { name: 'Skills' })
  await skills.fill('Android')
  await skills.press('Enter')
  // A repeat in other case, dropped once the field is left; then the last skill, typed and never confirmed.
  await skills.fill(' android ')
  await page.getByRole('textbox', { name: /^Job title/ }).click()
  await skills.fill('Kotlin')
  await page.getByRole('button', { name: 'Save as draft' }).click()

  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/)
  const saved = page.getByRole('region', { name: 'Skills' })
  await expect(saved.getByText('Android', { exact: true })).toBeVisible()
  await expect(saved.getByText('Kotlin', { exact: true })).toBeVisible()
  await expect(saved.getByText(/android/i)).toHaveCount(1)
})

test('posting is protected: visitors sign in first, job seekers are told who can post', async ({
  page,
  request,
}) => {
  await page.goto('/jobs/create')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjobs%2Fcreate/)

  const seeker = await verifiedAccount(request, { label: 'seeker', firstName: 'Sam' })
  await signIn(page, seeker)
  await page.goto('/jobs/create')
  await expect(
    page.getByRole('heading', { name: 'Only recruiters and employers can post jobs' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse jobs' })).toBeVisible()
})
