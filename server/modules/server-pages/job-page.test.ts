import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { PUBLIC_URL, SHELL, standInDistDir } from './test-support'
import { call, companyAccountOf, insertCompany } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'

// GET /jobs/{id} through the whole app, against a build whose server-side bundle is a stand-in: it renders what
// it was given (the job the server loaded, the origin), so the tests see exactly what the server hands the render.
// The real bundle is covered by tests/e2e/job-page-ssr.spec.ts.
const FAKE_BUNDLE = `export async function renderServerPage({ kind, data, origin }) {
  if (kind !== 'job') throw new Error('not a job page')
  const job = data.job
  if (job.title === 'Render fails') throw new Error('render failed')
  return {
    statusCode: 200,
    body: '<main data-job="' + encodeURIComponent(JSON.stringify(job)) + '" data-origin="' + origin + '">' + job.title + '</main>',
    head: '<style data-emotion="css a1">.a1{color:red}</style>',
    title: job.title + ' at ' + job.company + ' · ReelHire',
    description: job.title + ' at ' + job.company + '. ' + job.description,
    queryState: JSON.stringify({ queries: [{ queryKey: ['job', job.id], state: { data: job } }] }),
  }
}
`

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db
let company: CompanyRow
let logs: Awaited<ReturnType<typeof createTestApp>>['logs']

beforeAll(async () => {
  const test = await createTestApp({ env: { DIST_DIR: standInDistDir(FAKE_BUNDLE), PUBLIC_URL } })
  app = test.app
  db = test.db
  logs = test.logs
  const employer = await createUser(db, { role: Role.Employer })
  const account = await companyAccountOf(db, employer.user.id)
  company = await insertCompany(db, employer.user.id, { accountId: account.id })
})

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers })
  return { res, html: await res.text() }
}

/** The job the stand-in bundle was asked to render. */
const renderedJob = (html: string) => {
  const match = /data-job="([^"]*)"/.exec(html)
  if (!match?.[1]) throw new Error('no rendered job in the page')
  return JSON.parse(decodeURIComponent(match[1])) as Record<string, unknown>
}

describe('GET /jobs/{id} rendered on the server', () => {
  it('answers a listed job with its rendered page, title, description, canonical URL and Open Graph tags', async () => {
    const job = await insertJob(db, company, {
      title: 'Rust Engineer',
      description: 'Build the video pipeline.',
    })
    const { res, html } = await page(`/jobs/${job.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const canonical = `${PUBLIC_URL}/jobs/${job.id}`
    expect(html).toContain(`<title>Rust Engineer at ${company.name} · ReelHire</title>`)
    expect(html).toContain(
      `<meta name="description" content="Rust Engineer at ${company.name}. Build the video pipeline." />`,
    )
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`)
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`)
    expect(html).toContain(
      `<meta property="og:title" content="Rust Engineer at ${company.name} · ReelHire" />`,
    )
    expect(html).toContain('<meta property="og:description" content="Rust Engineer at')
    expect(html).toContain('<meta property="og:type" content="website" />')
    expect(html.match(/<title>/g)).toHaveLength(1)
    // The rendered root, the hoisted styles and the query state (JSON, not executed) for the browser to hydrate.
    expect(html).toContain(`data-origin="${PUBLIC_URL}">Rust Engineer</main></div>`)
    expect(html).toMatch(/<style data-emotion="css a1">[^<]*<\/style>[^]*<\/head>/)
    expect(html).toMatch(/<script type="application\/json" id="server-query-state">\{"queries"/)
    // The page's one inline script (the template's loader) is allowed by the CSP's hashes.
    const loaderHash = createHash('sha256').update('startTheApp()').digest('base64')
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${loaderHash}'`)
    expect(renderedJob(html)).toMatchObject({
      id: job.id,
      title: 'Rust Engineer',
      description: 'Build the video pipeline.',
    })
  })

  it('renders a signed-in request as a signed-out visitor: no saved state or permissions in the HTML', async () => {
    const job = await insertJob(db, company, { title: 'Saved Job' })
    const seeker = await createUser(db, { role: Role.JobSeeker })
    const { token } = await signIn(app, seeker.email)
    expect((await call(app, 'POST', `/api/Job/${job.id}/save`, token)).status).toBe(200)
    const asSeeker = await call<{ isSaved?: boolean }>(app, 'GET', `/api/Job/${job.id}`, token)
    expect(asSeeker.body.data?.isSaved).toBe(true)

    const { res, html } = await page(`/jobs/${job.id}`, {
      Authorization: `Bearer ${token}`,
      Cookie: `refresh_token=whatever`,
    })
    expect(res.status).toBe(200)
    const rendered = renderedJob(html)
    expect(rendered.isSaved).not.toBe(true)
    expect(rendered.permissions).toBeUndefined()
    expect(html).not.toMatch(/isSaved&quot;:true|"isSaved":true/)
  })

  it('counts no view (the page’s own request after hydration does)', async () => {
    const job = await insertJob(db, company, { title: 'Counted Job' })
    const views = async () =>
      (await db.select({ n: jobs.viewCount }).from(jobs).where(eq(jobs.id, job.id)))[0]!.n
    expect((await page(`/jobs/${job.id}`)).res.status).toBe(200)
    expect(await views()).toBe(0)
    expect((await call(app, 'GET', `/api/Job/${job.id}`)).status).toBe(200)
    expect(await views()).toBe(1)
  })

  it('leaves jobs a visitor may not see, unknown ids and other /jobs routes to the app shell', async () => {
    const draft = await insertJob(db, company, { status: 'draft' })
    const hidden = await insertJob(db, company, { isPublic: false })
    for (const path of [
      `/jobs/${draft.id}`,
      `/jobs/${hidden.id}`,
      `/jobs/${crypto.randomUUID()}`,
      '/jobs/create',
      '/jobs/manage',
    ]) {
      const { res, html } = await page(path)
      expect({ path, status: res.status, html }).toEqual({ path, status: 200, html: SHELL })
    }
  })

  it('falls back to the app shell when the render fails, and logs the failure', async () => {
    const job = await insertJob(db, company, { title: 'Render fails' })
    const { res, html } = await page(`/jobs/${job.id}`)
    expect(res.status).toBe(200)
    expect(html).toBe(SHELL)
    expect(logs.some((line) => line.msg === 'Rendering a job page on the server failed')).toBe(true)
  })

  it('never serves the server-side bundle or the page template as files', async () => {
    for (const path of ['/ssr/entry-prerender.js', '/ssr/page-template.html', '/ssr']) {
      expect((await app.request(path)).status).toBe(404)
    }
  })

  it('answers the app shell when the build has no server-side bundle', async () => {
    const noBundle = await createTestApp({ env: { DIST_DIR: standInDistDir(null), PUBLIC_URL } })
    const job = await insertJob(db, company)
    const res = await noBundle.app.request(`/jobs/${job.id}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(SHELL)
  })
})
