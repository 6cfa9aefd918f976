// Issue 13: /jobs/{id} arrives rendered by the server with its data — title, description, canonical URL, Open Graph
// and JSON-LD in the HTML for crawlers and link unfurlers that run no script — and the browser hydrates that page
// without fetching the job again or throwing the HTML away. A signed-in request still gets the signed-out page.
import type { APIRequestContext, Page } from '@playwright/test'
import { jsonLd, queryState } from './support/server-page-html'
import { expect, test } from './support/test'

type ListedJob = { id: string; title: string; company: string; description: string }

async function firstListedJob(request: APIRequestContext): Promise<ListedJob> {
  const response = await request.get('/api/Job?limit=1')
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: { items: ListedJob[] } }
  const job = body.data.items[0]
  if (!job) throw new Error('the seeded database has no listed job')
  return job
}

/** The first paragraph of the description, as the page shows it. */
const firstParagraph = (job: ListedJob) => job.description.split('\n')[0]!.trim()

/** The queries the page carries for the browser, and its JobPosting data. */

test('a job page is in the HTML: title, description, canonical, Open Graph and JSON-LD', async ({
  request,
}) => {
  const job = await firstListedJob(request)
  const response = await request.get(`/jobs/${job.id}`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const title = `${job.title} at ${job.company} · ReelHire`
  expect(html).toContain(`<title>${title}</title>`)
  expect(html).toMatch(new RegExp(`<meta name="description" content="${job.title} at ${job.company}`))
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/jobs/${job.id}" />`))
  expect(html).toContain(`<meta property="og:title" content="${title}" />`)
  expect(html).toMatch(/<meta property="og:description" content="[^"]+" \/>/)
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://[^"]+/jobs/${job.id}" />`))
  expect(html).toContain('<meta property="og:type" content="website" />')
  expect(jsonLd(html)).toMatchObject({ '@type': 'JobPosting', title: job.title })
  expect((jsonLd(html).url as string).endsWith(`/jobs/${job.id}`)).toBe(true)
  expect(queryState(html).queries).toMatchObject([
    { queryKey: ['job', job.id], state: { data: { id: job.id } } },
  ])
})

test('without JavaScript the job page shows its title and description', async ({ browser, request }) => {
  const job = await firstListedJob(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/jobs/${job.id}`)
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  await expect(page.getByText(firstParagraph(job)).first()).toBeVisible()
  await expect(page).toHaveTitle(`${job.title} at ${job.company} · ReelHire`)
  await context.close()
})

/** Console errors and warnings, and the API calls for this job, from the first byte. */
function watch(page: Page, jobId: string) {
  const problems: string[] = []
  const jobFetches: string[] = []
  page.on('console', (message) => {
    if (message.text() === 'Service Worker registration blocked by Playwright') return // the config's choice
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(String(error)))
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/api/Job/${jobId}`) jobFetches.push(req.url())
  })
  return { problems, jobFetches }
}

test('with JavaScript a visitor’s job page hydrates the served HTML without errors, then counts the visit', async ({
  page,
  request,
}) => {
  const job = await firstListedJob(request)
  const seen = watch(page, job.id)
  await page.goto(`/jobs/${job.id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  // The app is live: Save asks a visitor to sign in.
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Please sign in to save jobs')).toBeVisible()
  // Kept, not replaced: React hydrated the HTML the server sent (checked once the page has settled).
  const logs = await page.evaluate(() => localStorage.getItem('reelhire.logs') ?? '')
  expect(logs).not.toContain('Hydration fell back')
  expect(seen.problems).toEqual([])
  // One request for the job, after hydration, in the background: it counts the visit (the server render does not).
  await expect.poll(() => seen.jobFetches.length).toBe(1)
})

test('signed in: the page adds the viewer’s part after hydration, Save works, the HTML stays signed-out', async ({
  page,
  request,
  signInAsNew,
}) => {
  const job = await firstListedJob(request)
  await signInAsNew({ label: 'ssr-job-page', role: 'JobSeeker' })
  await page.goto(`/jobs/${job.id}`)
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Job saved successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // The same request the browser makes, with this viewer's cookies and token: still the visitor's page.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  expect(token).toBeTruthy()
  const response = await page.request.get(`/jobs/${job.id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const html = await response.text()
  const served = queryState(html).queries[0]?.state.data
  expect(served).toMatchObject({ id: job.id })
  expect(served?.isSaved).not.toBe(true)
  expect(served?.permissions).toBeUndefined()
  expect(html).not.toContain('"isSaved":true')

  // After a reload the viewer's saved state comes back once the page has hydrated.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('a Save tapped before the app has started is acted on once the page hydrates, once', async ({
  page,
  request,
  signInAsNew,
}) => {
  const job = await firstListedJob(request)
  await signInAsNew({ label: 'ssr-early-tap', role: 'JobSeeker' })
  // A page of the same context without the fixture's wait for hydration, whose entry script is held back: the
  // server's HTML is on screen with its Save button while the app has not started, as on a slow phone.
  const early = await page.context().newPage()
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await early.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const saves: string[] = []
  early.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/Job/${job.id}/save`)) saves.push(r.url())
  })
  await early.goto(`/jobs/${job.id}`, { waitUntil: 'domcontentloaded' })
  await early.getByRole('button', { name: 'Save', exact: true }).click()
  expect(await early.evaluate(() => document.documentElement.hasAttribute('data-app-attached'))).toBe(false)

  release()
  await expect(early.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(early.getByText('Job saved successfully')).toBeVisible()
  expect(saves).toHaveLength(1)
  await early.close()
})
