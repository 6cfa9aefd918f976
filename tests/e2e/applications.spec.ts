// Applying and reviewing (issue 5): a job seeker applies with a PDF and a cover letter and follows the stage;
// the job's employer reviews the applicant on the board, adds a note and moves them to Interview.
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiToken, signIn, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

const CV = path.resolve('tests/fixtures/job-import/product-designer.pdf')
const EMPLOYER = 'employer@reelhire.dev'

/** A verified job seeker with a first name no other story (or retry) shares: the board finds them by name. */
async function applicant(request: APIRequestContext): Promise<{ email: string; name: string }> {
  const firstName = `Avery${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`
  const email = await verifiedAccount(request, { label: 'applicant', firstName })
  return { email, name: `${firstName} Tester` }
}

/** One of the employer's seeded jobs that takes applications (active, public, not expired). */
async function employerOpenJob(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const token = await apiToken(request, EMPLOYER)
  const response = await request.get('/api/Job/GetSummaryItems?status=active&limit=100', {
    headers: { authorization: `Bearer ${token}` },
  })
  const items = (
    (await response.json()) as {
      data: { items: { id: string; title: string; isPublic: boolean; isExpired: boolean }[] }
    }
  ).data.items
  const job = items.find((item) => item.isPublic && !item.isExpired)
  if (!job) throw new Error('the seed has no open job of the sample employer')
  return job
}

const applicationRow = (page: Page, title: string) =>
  page.getByTestId('application-row').filter({ has: page.getByRole('link', { name: title, exact: true }) })

test('a seeker applies with a PDF; the employer notes and moves them to Interview; the seeker sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const seeker = await applicant(request)
  const job = await employerOpenJob(request)

  // The seeker applies.
  await signIn(page, seeker.email)
  await page.goto(`/jobs/${job.id}/apply`)
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  await page.getByTestId('cv-input').setInputFiles(CV)
  await expect(page.getByText('product-designer.pdf')).toBeVisible()
  await page.getByRole('textbox', { name: 'Cover letter' }).fill('I design calm, accessible products.')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible({ timeout: 20_000 })

  await page.getByRole('link', { name: 'View your applications' }).click()
  await expect(page).toHaveURL(/\/applications$/)
  const row = applicationRow(page, job.title)
  await expect(row.locator('[aria-current="step"]')).toContainText('Applied')
  await expect(row.getByText('Updated today')).toBeVisible()

  // The employer reviews on the board (a separate browser session).
  const employerContext = await browser.newContext()
  const employer = await employerContext.newPage()
  await signIn(employer, EMPLOYER)
  await employer.goto(`/jobs/${job.id}/applicants`)
  await employer.getByRole('button', { name: `Open ${seeker.name}'s application` }).click()
  const drawer = employer.getByRole('dialog', { name: seeker.name })
  await expect(drawer.getByText('I design calm, accessible products.')).toBeVisible()
  await expect(drawer.getByText('product-designer.pdf', { exact: true })).toBeVisible()

  await drawer.getByRole('textbox', { name: 'Add a note' }).fill('Strong portfolio — invite.')
  await drawer.getByRole('button', { name: 'Add note' }).click()
  await expect(drawer.getByText('Strong portfolio — invite.')).toBeVisible()

  await drawer.getByRole('button', { name: 'Move to Interview' }).click()
  await expect(drawer.getByRole('button', { name: 'Back to Screening' })).toBeVisible()
  await expect(drawer.locator('[aria-current="step"]')).toContainText('Interview')
  await employerContext.close()

  // The seeker comes back and sees the new stage, changed today.
  await page.reload()
  await expect(row.locator('[aria-current="step"]')).toContainText('Interview')
  await expect(row.getByText('Updated today')).toBeVisible()
})

test('a signed-out visitor who opens the apply page is sent to sign in and back', async ({
  page,
  request,
}) => {
  const job = await employerOpenJob(request)
  await page.goto(`/jobs/${job.id}/apply`)
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fjobs%2F${job.id}%2Fapply`))
})
