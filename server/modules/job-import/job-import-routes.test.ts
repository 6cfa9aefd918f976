import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '@/api/constants'
import { EmailVerificationRequiredSchema, LoginSuccessSchema } from '@/api/auth'
import { JobDraftSchema, type JobDraft } from '@/api/job-import'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { JobImportConfig } from './config'
import { UNSUPPORTED_FILE_MESSAGE } from './extract-text'
import { createUser, PASSWORD, signIn, withBearer, type Failure } from '../../test/identity'
import { docx, fakeExecutable, jobImportFixture, minimalPdf } from '../../test/job-import-files'
import {
  html,
  huge,
  redirect,
  stall,
  startJobPageServer,
  type JobPageServer,
} from '../../test/job-page-server'
import { createTestApp, jsonRequest } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

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

async function tokenFor(app: App, db: Db, role: Role, verified = true) {
  const { email } = await createUser(db, { role, verified })
  if (verified) return (await signIn(app, email)).token
  // Decision 007: an unverified account signs in with a session that only reaches the verify gate.
  const login = await app.request('/api/Auth/login', jsonRequest({ email, password: PASSWORD }))
  const { session } = v.parse(
    EmailVerificationRequiredSchema,
    ((await login.json()) as { data: unknown }).data,
  )
  return v.parse(LoginSuccessSchema, session).token
}

function upload(token: string | null, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  const init: RequestInit = { method: 'POST', body: form }
  return token ? withBearer(token, init) : init
}

const extract = (token: string, url: string) => withBearer(token, jsonRequest({ url }))

async function draftOf(res: Response): Promise<JobDraft> {
  const json = (await res.json()) as { success: boolean; data: unknown }
  expect(res.status, JSON.stringify(json)).toBe(200)
  return v.parse(JobDraftSchema, json.data)
}

async function failureOf(res: Response) {
  return { status: res.status, ...((await res.json()) as Failure).error }
}

describe('POST /api/Job/CreateFromFile', () => {
  it('turns a PDF, a DOCX and a text file into drafts', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)

    const pdf = await draftOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(token, jobImportFixture('product-designer.pdf'), 'product-designer.pdf', 'application/pdf'),
      ),
    )
    expect(pdf).toMatchObject({
      title: 'Product Designer',
      responsibilities: [
        'Run user research with clinic staff and patients',
        'Design flows and high-fidelity prototypes in Figma',
        'Maintain our design system',
      ],
      requirements: ['3+ years of product design experience', 'A portfolio of shipped work'],
      skills: ['User Research', 'Figma'],
      location: 'London, United Kingdom',
      employmentType: 'PartTime',
      workSetting: null,
      salary: { min: 40_000, max: 50_000, currency: 'GBP', period: 'yearly' },
      source: { kind: 'file', name: 'product-designer.pdf' },
    })
    expect(pdf.description).toMatch(
      /^Lumen Health builds booking tools for small clinics\. As our second designer/,
    )

    const word = await draftOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(
          token,
          docx([
            'Job Title: Sous Chef',
            'Location: Lyon, France',
            'Contract type: Temporary (summer season)',
            'Responsibilities',
            { text: 'Run the pass during service', list: true },
            { text: 'Order stock', list: true },
          ]),
          'chef.docx',
        ),
      ),
    )
    expect(word).toMatchObject({
      title: 'Sous Chef',
      location: 'Lyon, France',
      employmentType: 'Temporary',
      responsibilities: ['Run the pass during service', 'Order stock'],
      source: { kind: 'file', name: 'chef.docx' },
    })

    const text = await draftOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(token, jobImportFixture('job-description.txt'), 'C:\\Users\\me\\job.txt', 'text/plain'),
      ),
    )
    expect(text).toMatchObject({
      title: 'Senior Backend Engineer',
      employmentType: 'FullTime',
      workSetting: 'Hybrid',
    })
    // Only the base name goes back.
    expect(text.source.name).toBe('job.txt')
  })

  it('decides by content: a renamed .exe is refused, a PDF named .txt is read as a PDF', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Employer)
    const exe = await failureOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(token, fakeExecutable(), 'job.pdf', 'application/pdf'),
      ),
    )
    expect(exe).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: UNSUPPORTED_FILE_MESSAGE })

    const disguised = await draftOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(token, minimalPdf(['Plumber']), 'notes.txt', 'text/plain'),
      ),
    )
    expect(disguised.title).toBe('Plumber')
  })

  it('answers 4xx envelopes for empty, oversized and missing files and for a non-multipart body', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)
    const post = (init: RequestInit) => app.request('/api/Job/CreateFromFile', init)

    expect(await failureOf(await post(upload(token, new Uint8Array(), 'empty.txt')))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'The file is empty.',
    })

    // One byte over 10 MiB: within the route's body limit (file + envelope), refused by the file-size rule.
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0x61)
    expect(await failureOf(await post(upload(token, over, 'big.txt')))).toMatchObject({
      status: 413,
      code: 'VALIDATION_ERROR',
      message: 'The file is larger than 10 MiB.',
    })
    // Far over: the route's body limit stops reading.
    const far = new Uint8Array(UPLOAD_MAX_BYTES + 512 * 1024).fill(0x61)
    expect(await failureOf(await post(upload(token, far, 'bigger.txt')))).toMatchObject({
      status: 413,
      code: 'VALIDATION_ERROR',
    })

    // Also when an Idempotency-Key makes the idempotency layer read the body: it is bounded before that.
    const keyed = upload(token, far, 'bigger.txt')
    keyed.headers = { ...(keyed.headers as Record<string, string>), 'idempotency-key': 'upload-1' }
    expect(await failureOf(await post(keyed))).toMatchObject({ status: 413, code: 'VALIDATION_ERROR' })

    const form = new FormData()
    form.append('document', new Blob(['Title']), 'x.txt')
    expect(await failureOf(await post(withBearer(token, { method: 'POST', body: form })))).toMatchObject({
      status: 400,
      message: 'Validation failed: file: Please choose a file to import',
    })
    expect(await failureOf(await post(withBearer(token, jsonRequest({ file: 'x' }))))).toMatchObject({
      status: 415,
      code: 'VALIDATION_ERROR',
    })
  })

  it('accepts a file just under 10 MiB, past the 1 MiB limit of other /api routes', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)
    const text = `Forklift Driver\nLocation: Rotterdam\n${'Safety first. '.repeat(Math.floor((UPLOAD_MAX_BYTES - 100) / 14))}`
    const bytes = new TextEncoder().encode(text)
    expect(bytes.length).toBeGreaterThan(9 * 1024 * 1024)
    const draft = await draftOf(await app.request('/api/Job/CreateFromFile', upload(token, bytes, 'big.txt')))
    expect(draft).toMatchObject({ title: 'Forklift Driver', location: 'Rotterdam' })

    // The exemption is for this path only: a 2 MiB JSON body to Extract still meets the 1 MiB limit.
    const big = await app.request(
      '/api/Job/Extract',
      extract(token, `https://example.com/${'a'.repeat(2 * 1024 * 1024)}`),
    )
    expect(await failureOf(big)).toMatchObject({ status: 413, code: 'VALIDATION_ERROR' })
  })

  it('needs a verified account that may post jobs', async () => {
    const { app, db } = await createTestApp()
    const file = () => upload(null, jobImportFixture('job-description.txt'), 'job.txt')
    expect((await failureOf(await app.request('/api/Job/CreateFromFile', file()))).status).toBe(401)

    const seeker = await tokenFor(app, db, Role.JobSeeker)
    const asSeeker = upload(seeker, jobImportFixture('job-description.txt'), 'job.txt')
    expect(await failureOf(await app.request('/api/Job/CreateFromFile', asSeeker))).toMatchObject({
      status: 403,
      code: 'AUTHORIZATION_ERROR',
    })

    const unverified = await tokenFor(app, db, Role.Recruiter, false)
    const asUnverified = upload(unverified, jobImportFixture('job-description.txt'), 'job.txt')
    expect(await failureOf(await app.request('/api/Job/CreateFromFile', asUnverified))).toMatchObject({
      status: 400,
      code: 'ACCOUNT_UNVERIFIED',
    })

    for (const role of [Role.Employer, Role.Admin, Role.SuperAdmin]) {
      const token = await tokenFor(app, db, role)
      const res = await app.request(
        '/api/Job/CreateFromFile',
        upload(token, jobImportFixture('job-description.txt'), 'j.txt'),
      )
      expect(res.status, role).toBe(200)
    }
  })

  it('limits uploads per user', async () => {
    const { app, db } = await createTestApp({
      deps: { jobImport: { uploadLimit: { limit: 2, windowMs: 60_000 } } },
    })
    const token = await tokenFor(app, db, Role.Recruiter)
    const send = () => app.request('/api/Job/CreateFromFile', upload(token, strToBytes('Cook'), 'a.txt'))
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    const limited = await send()
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await failureOf(limited)).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' })
  })
})

const strToBytes = (text: string) => new TextEncoder().encode(text)

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
