import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import type { JobImportConfig } from '../../core/module-settings'
import { draftOf, extract, failureOf, tokenFor } from './job-import-test-support'
import { withBearer } from '../../test/identity'
import { jobImportFixture } from '../../test/job-import-files'
import {
  html,
  huge,
  redirect,
  stall,
  startJobPageServer,
  type JobPageServer,
} from '../../test/job-page-server'
import { createTestApp, jsonRequest } from '../../test/test-app'

let pages: JobPageServer
let internal: JobPageServer

beforeAll(async () => {
  internal = await startJobPageServer({ '/': html('<h1>Internal dashboard</h1>') })
  pages = await startJobPageServer({
    '/posting': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(jobImportFixture('posting-json-ld.html'))
    },
    '/plain': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(jobImportFixture('posting-plain.html'))
    },
    '/moved': redirect('/plain', 301),
    '/to-internal': redirect(() => `${internal.origin}/`),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/slow': stall,
    '/huge': huge(3 * 1024 * 1024),
    '/empty': html('<html><body></body></html>'),
  })
})

afterAll(async () => {
  await pages.close()
  await internal.close()
})

/** An app whose Extract may reach the local page server (and only it). */
const appWithAllowance = (overrides: Partial<JobImportConfig> = {}) =>
  createTestApp({
    deps: { jobImport: { allowPrivateHosts: [pages.hostPort], timeoutMs: 2_000, ...overrides } },
  })

describe('POST /api/Job/Extract', () => {
  it('refuses the local server with the default app: the allowance is off unless a test sets it', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)
    const before = pages.requests.length
    expect(
      await failureOf(await app.request('/api/Job/Extract', extract(token, `${pages.origin}/posting`))),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'This address cannot be fetched.',
      details: { reason: 'port' },
    })
    expect(
      await failureOf(await app.request('/api/Job/Extract', extract(token, 'http://127.0.0.1/posting'))),
    ).toMatchObject({ status: 400, details: { reason: 'address' } })
    expect(pages.requests.length).toBe(before)
  })

  it('prefers the JobPosting JSON-LD of a page', async () => {
    const { app, db } = await appWithAllowance()
    const token = await tokenFor(app, db, Role.Recruiter)
    const draft = await draftOf(
      await app.request('/api/Job/Extract', extract(token, `${pages.origin}/posting#top`)),
    )
    expect(draft).toMatchObject({
      title: 'Data Engineer',
      requirements: ['3+ years with Python and SQL', 'Experience with a cloud data warehouse'],
      skills: ['Python', 'SQL', 'Airflow', 'dbt'],
      location: 'Oslo, Norway',
      employmentType: 'FullTime',
      workSetting: 'Remote',
      salary: { min: 700_000, max: 850_000, currency: 'NOK', period: 'yearly' },
      source: { kind: 'url', name: `${pages.origin}/posting` },
    })
  })

  it('falls back to the readable text of a page without JSON-LD, after a redirect', async () => {
    const { app, db } = await appWithAllowance()
    const token = await tokenFor(app, db, Role.Employer)
    const draft = await draftOf(
      await app.request('/api/Job/Extract', extract(token, `${pages.origin}/moved`)),
    )
    expect(draft).toMatchObject({
      title: 'Shift Supervisor',
      description:
        'Harbor Coffee roasts and serves coffee in six neighbourhood cafés. This is an on-site role.',
      responsibilities: ['Open and close the café', 'Train new baristas & keep the line moving'],
      location: 'Portland, OR',
      employmentType: 'PartTime',
      workSetting: 'Onsite',
      salary: { min: 18, max: 18, currency: 'USD', period: 'hourly' },
      source: { kind: 'url', name: `${pages.origin}/plain` },
    })
    expect(draft.description).not.toMatch(/Privacy|Menu|Apply now|dataLayer/)
  })

  it('refuses a redirect from the allowed server to any other private address', async () => {
    const { app, db } = await appWithAllowance()
    const token = await tokenFor(app, db, Role.Recruiter)
    const before = internal.requests.length
    for (const path of ['/to-internal', '/to-metadata']) {
      expect(
        await failureOf(await app.request('/api/Job/Extract', extract(token, `${pages.origin}${path}`))),
      ).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'This address cannot be fetched.',
      })
    }
    expect(internal.requests.length).toBe(before)
  })

  it('gives up on a slow page and on a huge one, with a 400 and never a 500', async () => {
    const { app, db } = await appWithAllowance({ timeoutMs: 300 })
    const token = await tokenFor(app, db, Role.Recruiter)
    expect(
      await failureOf(await app.request('/api/Job/Extract', extract(token, `${pages.origin}/slow`))),
    ).toMatchObject({
      status: 400,
      message: 'Could not read that page: the page took too long to answer.',
      details: { reason: 'timeout' },
    })
    const { app: app2, db: db2 } = await appWithAllowance()
    const token2 = await tokenFor(app2, db2, Role.Recruiter)
    expect(
      await failureOf(await app2.request('/api/Job/Extract', extract(token2, `${pages.origin}/huge`))),
    ).toMatchObject({
      status: 400,
      message: 'Could not read that page: the page is larger than 2 MiB.',
      details: { reason: 'too-large' },
    })
    expect(
      await failureOf(await app2.request('/api/Job/Extract', extract(token2, `${pages.origin}/missing`))),
    ).toMatchObject({
      status: 400,
      details: { reason: 'status', status: 404 },
    })
    expect(
      await failureOf(await app2.request('/api/Job/Extract', extract(token2, `${pages.origin}/empty`))),
    ).toMatchObject({
      status: 400,
      message: 'Could not find a job description on that page.',
    })
  })

  it.each([
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]/',
    'http://localhost/',
    'http://localhost./',
    'http://jobs.localhost/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://evil.example@127.0.0.1/',
    'http://example.com:6379/',
  ])('refuses %s through the endpoint', async (url) => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)
    expect(await failureOf(await app.request('/api/Job/Extract', extract(token, url)))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'This address cannot be fetched.',
    })
  })

  it('refuses a public-looking name that resolves to a private address', async () => {
    const { app, db } = await createTestApp({
      deps: {
        jobImport: {
          resolveHost: async () => [
            { address: '93.184.215.14', family: 4 },
            { address: '10.0.0.7', family: 4 },
          ],
        },
      },
    })
    const token = await tokenFor(app, db, Role.Recruiter)
    expect(
      await failureOf(await app.request('/api/Job/Extract', extract(token, 'https://jobs.example.com/1'))),
    ).toMatchObject({
      status: 400,
      details: { reason: 'address' },
    })
  })

  it('validates the body: http(s) only, at most 2048 characters, no other keys', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)
    for (const url of [
      'file:///etc/passwd',
      'gopher://example.com/',
      'ftp://example.com/job',
      'not a url',
      '',
    ]) {
      const failure = await failureOf(await app.request('/api/Job/Extract', extract(token, url)))
      expect(failure, url).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' })
      expect(failure.message, url).toMatch(/^Validation failed: url: /)
    }
    const long = await failureOf(
      await app.request('/api/Job/Extract', extract(token, `https://example.com/${'a'.repeat(2040)}`)),
    )
    expect(long.message).toBe('Validation failed: url: The link must be at most 2048 characters')
    const extra = withBearer(token, jsonRequest({ url: 'https://example.com/', follow: true }))
    expect((await failureOf(await app.request('/api/Job/Extract', extra))).status).toBe(400)
  })

  it('needs a verified account that may post jobs, and limits each user', async () => {
    const { app, db } = await appWithAllowance({ extractLimit: { limit: 2, windowMs: 60_000 } })
    expect(
      (await app.request('/api/Job/Extract', jsonRequest({ url: `${pages.origin}/plain` }))).status,
    ).toBe(401)
    const seeker = await tokenFor(app, db, Role.JobSeeker)
    expect(
      (await failureOf(await app.request('/api/Job/Extract', extract(seeker, `${pages.origin}/plain`))))
        .status,
    ).toBe(403)

    const token = await tokenFor(app, db, Role.Recruiter)
    expect((await app.request('/api/Job/Extract', extract(token, `${pages.origin}/plain`))).status).toBe(200)
    expect((await app.request('/api/Job/Extract', extract(token, `${pages.origin}/plain`))).status).toBe(200)
    const limited = await app.request('/api/Job/Extract', extract(token, `${pages.origin}/plain`))
    expect(await failureOf(limited)).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' })
    // Another user of the same address is not affected.
    const other = await tokenFor(app, db, Role.Recruiter)
    expect((await app.request('/api/Job/Extract', extract(other, `${pages.origin}/plain`))).status).toBe(200)
  })
})
