// Issue 13: a page the server rendered (a job page per request, the public pages at build time) is hydrated, not
// thrown away: React keeps the HTML only if the browser's first render is exactly what the server rendered. The
// server renders as a signed-out visitor, in UTC, at its own "now"; a signed-in user or a browser in another time
// zone must still hydrate without a mismatch, and see their own part (account menu, dates in their zone) right after.
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, test } from './support/test'

// Each story signs up, signs in and loads a page that waits for its first paint before starting the app: more
// than the default budget on a busy machine. Not a speed test.
test.slow()

type ListedJob = { id: string; title: string; postedDate: string | null }

/** A listed job with a posting date (so its page shows dates) that passes `test`. */
async function datedJob(
  request: APIRequestContext,
  test: (postedDate: string) => boolean = () => true,
): Promise<ListedJob & { postedDate: string }> {
  const response = await request.get('/api/Job?limit=50')
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: { items: ListedJob[] } }
  const job = body.data.items.find((item) => item.postedDate && test(item.postedDate))
  if (!job?.postedDate) throw new Error('the seeded database has no listed job with such a posting date')
  return { ...job, postedDate: job.postedDate }
}

/**
 * Every report of a hydration that fell back to client rendering: the app logs it as a warning
 * (src/app/main.tsx), which lands in the persisted log buffer and is sent to POST /api/client-reports.
 */
function watchHydration(page: Page) {
  const reports: string[] = []
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) reports.push(`console: ${message.text()}`)
  })
  page.on('request', (request) => {
    if (!request.url().includes('/client-reports')) return
    const body = request.postData() ?? ''
    if (/hydrat/i.test(body)) reports.push(`report: ${body}`)
  })
  return {
    /** The reports so far, including the log buffer the page keeps in localStorage. */
    async all(): Promise<string[]> {
      const logs = await page.evaluate(() => localStorage.getItem('reelhire.logs') ?? '')
      return /hydrat/i.test(logs) ? [...reports, `log: ${logs}`] : reports
    },
  }
}

/** The shell's link to the signed-in user's profile (the sidebar's user section on a desktop). */
const accountLink = (page: Page, email: string) =>
  page.getByRole('link', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })

/** The page has hydrated and had a moment to commit its post-hydration render and log what went wrong. */
async function settled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 })
  await page.waitForTimeout(500)
}

test('a signed-in user’s server-rendered job page hydrates the signed-out HTML, then shows their part', async ({
  page,
  request,
  signInAsNew,
}) => {
  const job = await datedJob(request)
  const email = await signInAsNew({ label: 'hydration-job', role: 'JobSeeker' })
  const hydration = watchHydration(page)
  await page.goto(`/jobs/${job.id}`)
  await settled(page)
  expect(await hydration.all()).toEqual([])
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  // The signed-in parts arrive right after hydration: the user in the shell, Apply as a link to the form.
  await expect(accountLink(page, email)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible()

  // Saved on this device too: the next visit hydrates the visitor's "Save", then shows this viewer's "Saved".
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Job saved successfully')).toBeVisible()
  // At once: the saved list reaches this device's cache up to SAVE_THROTTLE_MS (1 s) after it changed, so a reload
  // now may restore the list from before the save; restored queries count as stale and are asked for again.
  await page.reload()
  await settled(page)
  expect(await hydration.all()).toEqual([])
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

for (const path of ['/', '/pricing']) {
  test(`a signed-in user’s prerendered ${path} hydrates the signed-out HTML, then shows the user`, async ({
    page,
    signInAsNew,
  }) => {
    const email = await signInAsNew({ label: 'hydration-public', role: 'JobSeeker' })
    const hydration = watchHydration(page)
    const response = await page.goto(path)
    expect(await response?.text()).toContain('<html data-prerendered')
    await settled(page)
    expect(await hydration.all()).toEqual([])
    await expect(accountLink(page, email)).toBeVisible()
  })
}

/** How the page writes a date in the given zone (formatDate in src/lib/dates.ts: the browser's locale, en-US). */
const dateIn = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone })

async function openInZone(browser: Browser, timezoneId: string, jobId: string) {
  const context = await browser.newContext({ timezoneId, locale: 'en-US', serviceWorkers: 'block' })
  const page = await context.newPage()
  const hydration = watchHydration(page)
  await page.goto(`/jobs/${jobId}`)
  await settled(page)
  return { context, page, hydration }
}

for (const timezoneId of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
  test(`a job page opened in ${timezoneId} hydrates the UTC HTML, then shows dates in that zone`, async ({
    browser,
    request,
  }) => {
    // Posted on another day in this zone than in UTC, so the server's date and the browser's differ.
    const job = await datedJob(request, (posted) => dateIn(posted, timezoneId) !== dateIn(posted, 'UTC'))
    const { context, page, hydration } = await openInZone(browser, timezoneId, job.id)
    expect(await hydration.all()).toEqual([])
    // The overview's "Posted" date, as written in the browser's own zone once hydrated.
    const overview = page.getByText('Posted', { exact: true }).locator('..')
    await expect(overview).toContainText(dateIn(job.postedDate, timezoneId))
    await context.close()
  })
}
