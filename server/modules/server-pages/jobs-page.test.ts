import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { PUBLIC_URL, SHELL, standInDistDir } from './test-support'
import { call, companyAccountOf, insertCompany } from '../companies/test-support'
import { invalidateJobListings } from '../jobs/listing-cache'
import { insertJob } from '../jobs/test-support'

// GET /jobs (the first page of results) through the whole app, against a build whose server-side bundle is a
// stand-in: it renders what it was given (the list the server loaded), so the tests see exactly what the server
// hands the render. The real bundle is covered by tests/e2e/jobs-page-ssr.spec.ts.
const standInBundle = ({
  fails,
}: {
  fails: boolean
}) => `export async function renderServerPage({ kind, data, origin }) {
  if (kind !== 'jobs') throw new Error('not the jobs page')
  if (${fails}) throw new Error('render failed')
  const list = data.list
  return {
    statusCode: 200,
    body: '<main data-list="' + encodeURIComponent(JSON.stringify(list)) + '" data-origin="' + origin + '">' +
      list.items.map((job) => job.title).join(', ') + '</main>',
    head: '',
    title: 'Jobs · ReelHire',
    description: 'Search open jobs.',
    queryState: JSON.stringify({ queries: [{ queryKey: ['jobs', 'list', { page: 1, limit: 12 }], state: { data: list } }] }),
  }
}
`

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db
let company: CompanyRow

beforeAll(async () => {
  const test = await createTestApp({
    env: { DIST_DIR: standInDistDir(standInBundle({ fails: false })), PUBLIC_URL },
  })
  app = test.app
  db = test.db
  const employer = await createUser(db, { role: Role.Employer })
  const account = await companyAccountOf(db, employer.user.id)
  company = await insertCompany(db, employer.user.id, { accountId: account.id })
  // More than a page, so the first page is a choice the server makes (which page, how many).
  for (let i = 0; i < 14; i++) await insertJob(db, company, { title: `Listed Job ${i}` })
  invalidateJobListings()
})

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers })
  return { res, html: await res.text() }
}

/** The list the stand-in bundle was asked to render. */
const renderedList = (html: string) => {
  const match = /data-list="([^"]*)"/.exec(html)
  if (!match?.[1]) throw new Error('no rendered list in the page')
  return JSON.parse(decodeURIComponent(match[1])) as { items: Record<string, unknown>[]; total: number }
}

/** What GET /api/Job answers a visitor for the query the page's client asks on a plain /jobs visit. */
const visitorListing = async () => {
  const res = await call<unknown>(app, 'GET', '/api/Job?page=1&limit=12')
  expect(res.status).toBe(200)
  return res.body.data
}

describe('GET /jobs rendered on the server', () => {
  it('answers the first page of results exactly as the API gives it to a visitor, with title, description and canonical URL', async () => {
    const { res, html } = await page('/jobs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(html).toContain('<title>Jobs · ReelHire</title>')
    expect(html).toContain('<meta name="description" content="Search open jobs." />')
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs" />`)
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/jobs" />`)
    expect(html).toContain(`data-origin="${PUBLIC_URL}">Listed Job`)
    expect(html).toMatch(/<script type="application\/json" id="server-query-state">\{"queries"/)
    const list = renderedList(html)
    expect(list).toEqual(await visitorListing())
    expect(list).toMatchObject({ page: 1, limit: 12, total: 14 })
    expect(list.items).toHaveLength(12)
  })

  it('renders a signed-in request as a signed-out visitor: no saved state or permissions in the HTML', async () => {
    const seeker = await createUser(db, { role: Role.JobSeeker })
    const { token } = await signIn(app, seeker.email)
    const first = (await visitorListing()) as { items: { id: string }[] }
    const saved = first.items[0]!.id
    expect((await call(app, 'POST', `/api/Job/${saved}/save`, token)).status).toBe(200)
    const asSeeker = await call<{ items: { id: string; isSaved?: boolean }[] }>(
      app,
      'GET',
      '/api/Job?page=1&limit=12',
      token,
    )
    expect(asSeeker.body.data?.items.find((job) => job.id === saved)?.isSaved).toBe(true)

    const { res, html } = await page('/jobs', {
      Authorization: `Bearer ${token}`,
      Cookie: 'refresh_token=whatever',
    })
    expect(res.status).toBe(200)
    const list = renderedList(html)
    expect(list).toEqual(await visitorListing())
    for (const job of list.items) {
      expect(job.isSaved).not.toBe(true)
      expect(job.permissions).toBeUndefined()
    }
    expect(html).not.toMatch(/isSaved&quot;:true|"isSaved":true|isSaved%22%3Atrue/)
  })

  it('leaves the Saved tab, any other query and /jobs/ to the app shell', async () => {
    for (const path of [
      '/jobs?tab=saved',
      '/jobs?search=engineer',
      '/jobs?page=2',
      '/jobs?limit=24',
      '/jobs?view=list',
      '/jobs?utm_source=newsletter',
      '/jobs/',
    ]) {
      const { res, html } = await page(path)
      expect({ path, status: res.status, html }).toEqual({ path, status: 200, html: SHELL })
    }
  })

  it('falls back to the app shell when the render fails, and logs the failure', async () => {
    const failing = await createTestApp({
      env: { DIST_DIR: standInDistDir(standInBundle({ fails: true })), PUBLIC_URL },
    })
    const res = await failing.app.request('/jobs')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(SHELL)
    expect(failing.logs.some((line) => line.msg === 'Rendering the jobs page on the server failed')).toBe(
      true,
    )
  })
})
