// Issue 13: /jobs arrives rendered by the server with its first page of results — the titles, the page's title,
// description and canonical URL in the HTML — and the browser hydrates that page without asking GET /api/Job before
// its first render (or after it) or throwing the HTML away; search and filters work once it has hydrated.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/test'

type Listing = { items: { id: string; title: string }[]; total: number }

/** What GET /api/Job answers a visitor for the query a plain /jobs visit asks (the first 12). */
async function firstPage(request: APIRequestContext, query = ''): Promise<Listing> {
  const response = await request.get(`/api/Job?page=1&limit=12${query}`)
  expect(response.ok()).toBe(true)
  const listing = ((await response.json()) as { data: Listing }).data
  expect(listing.items.length).toBeGreaterThan(0)
  return listing
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch)
const jobsText = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'job' : 'jobs'}`
const DESCRIPTION =
  'Search open jobs by title, company, skill, location, salary and more. Save jobs to read them offline.'

test('/jobs is in the HTML: the first results, title, description and canonical URL', async ({ request }) => {
  const listing = await firstPage(request)
  const response = await request.get('/jobs')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).not.toContain('data-app-shell')
  expect(html).toContain('<title>Jobs · ReelHire</title>')
  expect(html).toContain(`<meta name="description" content="${DESCRIPTION}" />`)
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/jobs" \/>/)
  expect(html).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/jobs" \/>/)
  const body = html.slice(html.indexOf('<div id="root">'))
  for (const job of listing.items) expect(body).toContain(`>${escapeHtml(job.title)}<`)
  expect(body).toContain(jobsText(listing.total))
  // The queries the page carries for the browser: the listing under the key a signed-out /jobs reads.
  const state = /<script type="application\/json" id="server-query-state">([^]*?)<\/script>/.exec(html)?.[1]
  const queries = (JSON.parse(state ?? '{}') as { queries?: { queryKey: unknown[]; state: unknown }[] })
    .queries
  expect(queries).toMatchObject([
    {
      queryKey: ['jobs', 'list', { page: 1, limit: 12 }],
      state: { data: { items: listing.items.map(({ id }) => ({ id })) } },
    },
  ])
  // Nothing of the server's render failing into the HTML (a Suspense boundary left to the client).
  expect(body).not.toContain('<!--$!-->')
})

test('the Saved tab and searches are the app shell', async ({ request }) => {
  for (const path of ['/jobs?tab=saved', '/jobs?search=engineer']) {
    const html = await (await request.get(path)).text()
    expect({ path, shell: html.includes('data-app-shell') }).toEqual({ path, shell: true })
  }
})

/**
 * Console errors and warnings, when <html> got data-hydrated, and when each GET /api/Job started (both on the
 * page's clock, from the first byte).
 */
async function watch(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.text() === 'Service Worker registration blocked by Playwright') return // the config's choice
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(String(error)))
  await page.addInitScript(() => {
    // On the document, not its element: the init script may run before the page's <html> is in place.
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return
      ;(window as unknown as { hydratedAt: number }).hydratedAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  })
  const timings = () =>
    page.evaluate(() => ({
      hydratedAt: (window as unknown as { hydratedAt?: number }).hydratedAt ?? null,
      listingFetches: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/Job')
        .map((entry) => entry.startTime),
    }))
  return { problems, timings }
}

test('a visitor’s /jobs hydrates the served results without asking for them first @mobile', async ({
  page,
  request,
}) => {
  const listing = await firstPage(request)
  const seen = await watch(page)
  await page.goto('/jobs')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible()
  const results = page.getByRole('list', { name: 'Job results' })
  await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText(listing.items[0]!.title)
  await expect(page.getByTestId('jobs-count')).toHaveText(jobsText(listing.total))
  // The app is live: Save asks a visitor to sign in.
  await results.getByRole('button', { name: `Save ${listing.items[0]!.title}`, exact: true }).click()
  await expect(page.getByText('Please sign in to save jobs')).toBeVisible()
  // The listing is never asked for: not before the first render, and not after — it was loaded for this very
  // request, counts nothing, and a refetch would re-render every card at start-up. (Two seconds for a refetch
  // after hydration to show up.)
  await page.waitForTimeout(2000)
  const { hydratedAt, listingFetches } = await seen.timings()
  expect(hydratedAt).not.toBeNull()
  expect(listingFetches).toEqual([])
  // Kept, not replaced: React hydrated the HTML the server sent.
  const logs = await page.evaluate(() => localStorage.getItem('reelhire.logs') ?? '')
  expect(logs).not.toContain('Hydration fell back')
  expect(seen.problems).toEqual([])
})

test('after hydration, searching and filtering /jobs still work', async ({ page, request }) => {
  await page.goto('/jobs')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  const counter = page.getByTestId('jobs-count')
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer')
  await expect(page).toHaveURL(/search=engineer/)
  await expect(counter).toHaveText(jobsText((await firstPage(request, '&search=engineer')).total))
  // The filters column, added once the page knows it is on a large screen.
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByText('Full-time', { exact: true }).click()
  await expect(page).toHaveURL(/employmentType=full_time/)
  const filtered = await firstPage(request, '&search=engineer&employmentType=full_time')
  await expect(counter).toHaveText(jobsText(filtered.total))
  await expect(
    page.getByRole('list', { name: 'Job results' }).getByRole('heading', { level: 2 }).first(),
  ).toHaveText(filtered.items[0]!.title)
})
