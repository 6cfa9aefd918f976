// /resumes/upload (issue 14): a job seeker drops a two-page PDF resume; it is read on the device (no request
// carries the file or asks the server to parse), reviewed field by field, edited, saved, and opens on its page.
// A resume dropped on the home page's hero is read the same way.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page, Request } from '@playwright/test'
import { expect, test } from './support/test'

/** The sample resume in the compact template, two pages (tests/e2e/fixtures/README.md). */
const PDF = readFileSync(fileURLToPath(new URL('./fixtures/resume-two-pages.pdf', import.meta.url)))
const pdfFile = { name: 'jose-muller-cv.pdf', mimeType: 'application/pdf', buffer: PDF }

/** Every request the page makes from now on, to check that none of them carried the file. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => seen.push(request))
  return seen
}

function expectFileNeverSent(requests: readonly Request[]) {
  for (const request of requests) {
    const path = new URL(request.url()).pathname
    expect(path, 'no server parse').not.toMatch(/\/api\/Resume\/(Parse|ParseText|CreateFromFile)/)
    const body = request.postDataBuffer()
    if (body) {
      expect(body.includes(Buffer.from('%PDF-')), `${path} carried the PDF`).toBe(false)
      expect(request.headers()['content-type'] ?? '', path).not.toMatch(/multipart/)
    }
  }
}

test('a job seeker drops a PDF, reviews what was read on the device, edits a field and saves', async ({
  page,
  signInAsNew,
}) => {
  test.setTimeout(120_000)
  await signInAsNew({ label: 'resume-upload', role: 'JobSeeker' })
  await page.goto('/resumes/upload')
  await expect(page.getByRole('heading', { name: 'Upload your resume', level: 1 })).toBeVisible()

  const requests = watchRequests(page)
  await page.getByTestId('resume-upload-input').setInputFiles(pdfFile)

  const review = page.getByRole('form', { name: 'Review your resume' })
  await expect(review.getByRole('textbox', { name: 'Full name' })).toHaveValue('José Müller-Øberg')
  await expect(review.getByRole('textbox', { name: 'Email' })).toHaveValue('jose.muller@example.com')
  await expect(review.getByRole('textbox', { name: 'Phone' })).toHaveValue('+49 30 1234 5678')
  await expect(review.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin')
  const experience = review.getByRole('region', { name: 'Experience (3)' })
  await expect(experience.getByRole('textbox', { name: 'Company' }).first()).toHaveValue(
    'Nordlicht Payments GmbH',
  )
  await expect(experience.getByRole('textbox', { name: 'Start' }).first()).toHaveValue('2021-03')
  const education = review.getByRole('region', { name: 'Education (2)' })
  await expect(education.getByRole('textbox', { name: 'Institution' }).first()).toHaveValue(
    'Technische Universität München',
  )
  await expect(review.getByRole('textbox', { name: 'Skills' })).toHaveValue(/Backend/)
  expectFileNeverSent(requests)

  // Edit one field, then save: only now does anything go to the server, and it is the fields, not the file.
  const headline = review.getByRole('textbox', { name: 'Headline' })
  await expect(headline).toHaveValue('Senior Backend Engineer')
  await headline.fill('Staff Backend Engineer')
  await review.getByRole('textbox', { name: 'Resume name' }).fill('José — backend')
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/Resume/Save') && r.request().method() === 'POST',
  )
  await review.getByRole('button', { name: 'Save resume' }).click()
  expect((await saved).ok()).toBe(true)
  expectFileNeverSent(requests)

  await expect(page).toHaveURL(/\/resumes\/[^/]+$/)
  await expect(page.getByRole('article', { name: 'José — backend' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText('Staff Backend Engineer').first()).toBeVisible()
  await expect(main.getByText('Nordlicht Payments GmbH').first()).toBeVisible()
})

test('a resume dropped on the hero is read on the device; an old .doc is explained, not faked', async ({
  page,
  signInAsNew,
}) => {
  test.setTimeout(120_000)
  await signInAsNew({ label: 'resume-hero-drop', role: 'JobSeeker' })
  await page.goto('/')
  const requests = watchRequests(page)
  const input = page.locator('[data-testid="hero-dropzone-input"]')
  await input.waitFor({ state: 'attached' })
  await input.setInputFiles(pdfFile)

  await expect(page).toHaveURL(/\/resumes\/upload$/)
  const review = page.getByRole('form', { name: 'Review your resume' })
  await expect(review.getByRole('textbox', { name: 'Full name' })).toHaveValue('José Müller-Øberg')
  expectFileNeverSent(requests)

  await review.getByRole('button', { name: 'Choose another file' }).click()
  const ole = Buffer.alloc(1024)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(ole)
  await page.getByTestId('resume-upload-input').setInputFiles({
    name: 'old-cv.doc',
    mimeType: 'application/msword',
    buffer: ole,
  })
  await expect(page.getByText(/Old Word \.doc files can’t be read here/).first()).toBeVisible()
})
