import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import { companies, type CompanyRow } from '../../db/schema/companies'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { PUBLIC_URL, SHELL, standInDistDir } from './test-support'
import { call, companyAccountOf, insertCompany, insertJob } from '../companies/test-support'

// GET /companies/{id or slug} through the whole app, against a build whose server-side bundle is a stand-in: it
// renders what it was given (the profile and stats the server loaded, the URL's id or slug and search), so the
// tests see exactly what the server hands the render. The real bundle is covered by
// tests/e2e/company-page-ssr.spec.ts.
const FAKE_BUNDLE = `export async function renderServerPage({ kind, data, origin }) {
  if (kind !== 'company') throw new Error('not a company page')
  const company = data.company
  if (company.name === 'Render Fails') throw new Error('render failed')
  return {
    statusCode: 200,
    body: '<main data-page="' + encodeURIComponent(JSON.stringify(data)) + '" data-origin="' + origin + '">' + company.name + '</main>',
    head: '',
    title: company.name + ' · ReelHire',
    description: company.tagline ?? '',
    queryState: JSON.stringify({ queries: [{ queryKey: ['company', data.idOrSlug, 'profile', 'visitor'], state: { data: company } }] }),
  }
}
`

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let app: TestApp['app']
let db: Db
let logs: TestApp['logs']
let employer: Awaited<ReturnType<typeof createUser>>
let accountId: string

beforeAll(async () => {
  const test = await createTestApp({ env: { DIST_DIR: standInDistDir(FAKE_BUNDLE), PUBLIC_URL } })
  app = test.app
  db = test.db
  logs = test.logs
  employer = await createUser(db, { role: Role.Employer })
  accountId = (await companyAccountOf(db, employer.user.id)).id
})

const company = (overrides: Parameters<typeof insertCompany>[2] = {}) =>
  insertCompany(db, employer.user.id, { accountId, ...overrides })

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers })
  return { res, html: await res.text() }
}

type RenderedInput = {
  idOrSlug: string
  search: string
  company: Record<string, unknown>
  stats: Record<string, unknown>
}

/** What the stand-in bundle was asked to render. */
const rendered = (html: string): RenderedInput => {
  const match = /data-page="([^"]*)"/.exec(html)
  if (!match?.[1]) throw new Error('no rendered company in the page')
  return JSON.parse(decodeURIComponent(match[1])) as RenderedInput
}

const viewsOf = async (row: CompanyRow) =>
  (await db.select({ n: companies.views }).from(companies).where(eq(companies.id, row.id)))[0]!.n

describe('GET /companies/{id} rendered on the server', () => {
  it('answers a published company with its rendered page, title, description, canonical URL and Open Graph tags', async () => {
    const acme = await company({ name: 'Acme Rockets', tagline: 'Rockets for everyone' })
    await insertJob(db, acme)
    const { res, html } = await page(`/companies/${acme.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    // The slug is the canonical address, whichever the URL used.
    const canonical = `${PUBLIC_URL}/companies/${acme.slug}`
    expect(html).toContain('<title>Acme Rockets · ReelHire</title>')
    expect(html).toContain('<meta name="description" content="Rockets for everyone" />')
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`)
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`)
    expect(html).toContain('<meta property="og:title" content="Acme Rockets · ReelHire" />')
    expect(html).toContain('<meta property="og:description" content="Rockets for everyone" />')
    expect(html).toContain(`data-origin="${PUBLIC_URL}">Acme Rockets</main></div>`)
    expect(html).toMatch(/<script type="application\/json" id="server-query-state">\{"queries"/)

    // Exactly what the API answers a visitor: the profile (but for the view this request did not count) and stats.
    const input = rendered(html)
    expect(input.idOrSlug).toBe(acme.id)
    expect(input.search).toBe('')
    const api = await call(app, 'GET', `/api/Companies/${acme.id}`)
    expect(input.company).toEqual({ ...api.body.data, views: 0 })
    const stats = await call(app, 'GET', `/api/Companies/${acme.id}/stats`)
    expect(input.stats).toEqual(stats.body.data)
    expect(input.stats).toMatchObject({ jobsCount: 1, activeJobsCount: 1 })
  })

  it('answers the same company by its slug, keeping the URL’s slug and search for the render', async () => {
    const acme = await company({ name: 'Slug Co' })
    const { res, html } = await page(`/companies/${acme.slug}?tab=jobs`)
    expect(res.status).toBe(200)
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/companies/${acme.slug}" />`)
    expect(rendered(html)).toMatchObject({
      idOrSlug: acme.slug,
      search: '?tab=jobs',
      company: { id: acme.id },
    })
  })

  it('renders a signed-in insider’s request as a signed-out visitor: no team, flags or follow in the HTML', async () => {
    const acme = await company({ name: 'Insider Co' })
    const { token } = await signIn(app, employer.email)
    const asOwner = await call<{ canEdit: boolean; teamMembers: unknown[] }>(
      app,
      'GET',
      `/api/Companies/${acme.id}`,
      token,
    )
    expect(asOwner.body.data.canEdit).toBe(true)
    expect(asOwner.body.data.teamMembers.length).toBeGreaterThan(0)
    const seeker = await createUser(db, { role: Role.JobSeeker })
    const { token: seekerToken } = await signIn(app, seeker.email)
    expect((await call(app, 'POST', `/api/Companies/${acme.id}/follow`, seekerToken)).status).toBe(200)

    for (const bearer of [token, seekerToken]) {
      const { res, html } = await page(`/companies/${acme.id}`, {
        Authorization: `Bearer ${bearer}`,
        Cookie: 'refresh_token=whatever',
      })
      expect(res.status).toBe(200)
      expect(rendered(html).company).toMatchObject({
        canEdit: false,
        canManage: false,
        isOwner: false,
        isFollowing: false,
        isAuthenticated: false,
        teamMembers: [],
      })
      expect(html).not.toContain(employer.email)
      expect(html).not.toMatch(/(canEdit|isOwner|isFollowing|isAuthenticated)(&quot;|"):true/)
    }
  })

  it('counts no view (the page’s own request after hydration does)', async () => {
    const acme = await company({ name: 'Counted Co' })
    expect((await page(`/companies/${acme.id}`)).res.status).toBe(200)
    expect(await viewsOf(acme)).toBe(0)
    expect((await call(app, 'GET', `/api/Companies/${acme.id}`)).status).toBe(200)
    expect(await viewsOf(acme)).toBe(1)
  })

  it('leaves companies a visitor may not see, unknown ones and other /companies routes to the app shell', async () => {
    const draft = await company({ statusCode: CompanyStatusCode.draft, publishedAt: null })
    const onboarding = await company({ statusCode: CompanyStatusCode.onboarding, publishedAt: null })
    const inactive = await company({ statusCode: CompanyStatusCode.inactive })
    const privateOne = await company({ visibilityCode: CompanyVisibilityCode.private })
    // A company whose slug is another page's path: that page is the client's, not the company's.
    const named = await company({ slug: 'create', name: 'Create' })
    const { token } = await signIn(app, employer.email)
    for (const path of [
      `/companies/${draft.id}`,
      `/companies/${onboarding.slug}`,
      `/companies/${inactive.id}`,
      `/companies/${privateOne.slug}`,
      `/companies/${crypto.randomUUID()}`,
      '/companies/no-such-company',
      '/companies/Not_A_Slug',
      '/companies/create',
      `/companies/create/${named.id}`,
      `/companies/edit/${named.id}`,
      '/companies',
    ]) {
      // Even for the owner, who may see their draft: the server renders only what a visitor sees.
      const { res, html } = await page(path, { Authorization: `Bearer ${token}` })
      expect({ path, status: res.status, html }).toEqual({ path, status: 200, html: SHELL })
    }
  })

  it('falls back to the app shell when the render fails, and logs the failure', async () => {
    const acme = await company({ name: 'Render Fails' })
    const { res, html } = await page(`/companies/${acme.slug}`)
    expect(res.status).toBe(200)
    expect(html).toBe(SHELL)
    expect(logs.some((line) => line.msg === 'Rendering a company page on the server failed')).toBe(true)
  })
})
