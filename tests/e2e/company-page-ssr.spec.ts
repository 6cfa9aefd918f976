// Issue 13: /companies/{id or slug} arrives rendered by the server with its data — title, description, canonical URL,
// Open Graph and JSON-LD in the HTML for crawlers and link unfurlers that run no script — and the browser hydrates
// that page without fetching the company first or throwing the HTML away. A signed-in request still gets the
// signed-out page.
import type { APIRequestContext, Page } from '@playwright/test'
import { jsonLd, queryState } from './support/server-page-html'
import { expect, test } from './support/test'

type ListedCompany = {
  id: string
  slug: string
  name: string
  tagline: string | null
  activeJobCount: number
}

/** A seeded, listed company with open jobs (its Jobs tab has something to show). */
async function listedCompany(request: APIRequestContext): Promise<ListedCompany> {
  const response = await request.get('/api/Companies/public?limit=20')
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: { items: ListedCompany[] } }
  const company = body.data.items.find((item) => item.activeJobCount > 0 && item.tagline)
  if (!company) throw new Error('the seeded database has no listed company with open jobs and a tagline')
  return company
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('a company page is in the HTML: title, description, canonical, Open Graph, JSON-LD and the company', async ({
  request,
}) => {
  const company = await listedCompany(request)
  const canonical = new RegExp(`^http://[^/]+/companies/${escapeRegExp(company.slug)}$`)
  // By id or by slug: the same page, whose canonical address is the slug.
  for (const idOrSlug of [company.slug, company.id]) {
    const response = await request.get(`/companies/${idOrSlug}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const title = `${company.name} · ReelHire`
    expect(html).toContain(`<title>${title}</title>`)
    expect(html).toContain(`<meta name="description" content="${company.tagline}" />`)
    expect(/<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1]).toMatch(canonical)
    expect(html).toContain(`<meta property="og:title" content="${title}" />`)
    expect(html).toContain(`<meta property="og:description" content="${company.tagline}" />`)
    expect(/<meta property="og:url" content="([^"]+)" \/>/.exec(html)?.[1]).toMatch(canonical)
    expect(jsonLd(html)).toMatchObject({ '@type': 'Organization', name: company.name })
    expect(jsonLd(html).url).toMatch(canonical)
    // The company's name and stats are in the root the server filled, not left for a script to render.
    const root = html.slice(html.indexOf('<div id="root">'))
    expect(root).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(company.name)}</h1>`))
    expect(root).toContain('Open jobs')
    // Seeded under the keys a signed-out render reads: the URL's id or slug, and the stats under the id.
    expect(queryState(html).queries.map((query) => query.queryKey)).toEqual([
      ['company', idOrSlug, 'profile', 'visitor'],
      ['company', company.id, 'stats'],
    ])
  }
})

test('without JavaScript the company page shows its name and about text', async ({ browser, request }) => {
  const company = await listedCompany(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/companies/${company.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible()
  await expect(page.getByText(company.tagline!).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible()
  await expect(page).toHaveTitle(`${company.name} · ReelHire`)
  await context.close()
})

/** Console errors and warnings from the first byte. */
function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.text() === 'Service Worker registration blocked by Playwright') return // the config's choice
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(String(error)))
  return problems
}

/** When the page asked for the profile and when React had attached to the HTML (performance timeline, ms). */
const timeline = (page: Page, idOrSlug: string) =>
  page.evaluate((profilePath) => {
    const fetches = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === profilePath)
      .map((entry) => entry.startTime)
    const rendered = performance.getEntriesByName('app:rendered')[0]?.startTime ?? null
    return { fetches, rendered }
  }, `/api/Companies/${idOrSlug}`)

for (const search of ['', '?tab=jobs']) {
  test(`a visitor’s company page${search} hydrates the served HTML, asks for the profile only after, and its tabs work`, async ({
    page,
    request,
  }) => {
    const company = await listedCompany(request)
    const problems = watchConsole(page)
    await page.goto(`/companies/${company.slug}${search}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible()
    // One request for the profile, after hydration, in the background: it counts the visit (the server render
    // does not). None before: the first render used the HTML's data.
    await expect.poll(async () => (await timeline(page, company.slug)).fetches.length).toBe(1)
    const { fetches, rendered } = await timeline(page, company.slug)
    expect(rendered).not.toBeNull()
    expect(fetches[0]).toBeGreaterThanOrEqual(rendered!)

    // The app is live: the tabs switch and say so in the URL.
    await page.getByRole('tab', { name: 'Benefits & perks' }).click()
    await expect(page).toHaveURL(/\?tab=benefits$/)
    await expect(page.getByRole('tab', { name: 'Benefits & perks' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: /^Jobs/ }).click()
    await expect(page).toHaveURL(/\?tab=jobs$/)
    await expect(page.getByText(/\d+ open positions?/)).toBeVisible()
    await page.getByRole('tab', { name: 'About' }).click()
    await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible()

    // Kept, not replaced: React hydrated the HTML the server sent (checked once the page has settled).
    const logs = await page.evaluate(() => localStorage.getItem('reelhire.logs') ?? '')
    expect(logs).not.toContain('Hydration fell back')
    expect(problems).toEqual([])
  })
}

test('signed in: the HTML stays the visitor’s page, the viewer’s part arrives after hydration', async ({
  page,
  request,
  signInAsNew,
}) => {
  const company = await listedCompany(request)
  await signInAsNew({ label: 'ssr-company-page', role: 'JobSeeker' })
  await page.goto(`/companies/${company.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible()
  await page.getByRole('button', { name: `Follow ${company.name}` }).click()
  await expect(page.getByRole('button', { name: `Following ${company.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // The same request the browser makes, with this viewer's cookies and token: still the visitor's page.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  expect(token).toBeTruthy()
  await expect
    .poll(async () => {
      const response = await request.get(`/api/Companies/${company.id}/following-status`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return ((await response.json()) as { data: { isFollowing: boolean } }).data.isFollowing
    })
    .toBe(true)
  const response = await page.request.get(`/companies/${company.slug}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const served = queryState(await response.text()).queries[0]?.state.data
  expect(served).toMatchObject({ id: company.id, isFollowing: false, isAuthenticated: false, canEdit: false })

  // After a reload the viewer's follow comes back once the page has hydrated.
  await page.reload()
  await expect(page.getByRole('button', { name: `Following ${company.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
