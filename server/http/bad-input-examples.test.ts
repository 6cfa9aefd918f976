import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { companyAccountOf, insertCompany, insertJob } from '../modules/companies/test-support'
import { body, createUser, signIn, withBearer, type Failure } from '../test/identity'
import { createTestApp, jsonRequest } from '../test/test-app'

/**
 * Issue 11, the fuzz run's findings one by one: each request below answered 500 INTERNAL_ERROR; each must
 * be a 4xx envelope with the field named in a clear message.
 */

type Setup = Awaited<ReturnType<typeof createTestApp>>
let app: Setup['app']
let employer: string
let seeker: string
let companyId: string
let jobId: string
let applicationId: string

const NOT_ALLOWED = 'contains a character that is not allowed'

const send = (method: string, path: string, token: string | null, input?: unknown): Promise<Response> => {
  const init: RequestInit = input === undefined ? { method } : jsonRequest(input, { method })
  return Promise.resolve(app.request(path, token ? withBearer(token, init) : init))
}

async function expectFailure(res: Response, status: number, code: string, message: string) {
  const failure = await body<Failure>(res)
  expect({
    status: res.status,
    success: failure.success,
    code: failure.error.code,
    message: failure.error.message,
  }).toEqual({
    status,
    success: false,
    code,
    message,
  })
  return failure
}

/** 400 VALIDATION_ERROR naming `field`, with the issue in details. */
async function expectNotAllowed(res: Response, field: string) {
  const failure = await expectFailure(
    res,
    400,
    'VALIDATION_ERROR',
    `Validation failed: ${field}: ${NOT_ALLOWED}`,
  )
  expect(failure.error.details).toEqual({ issues: [{ path: field, message: NOT_ALLOWED }] })
}

beforeAll(async () => {
  const setup = await createTestApp()
  app = setup.app
  const boss = await createUser(setup.db, { role: Role.Employer })
  const applicant = await createUser(setup.db, { role: Role.JobSeeker })
  employer = (await signIn(app, boss.email)).token
  seeker = (await signIn(app, applicant.email)).token
  const account = await companyAccountOf(setup.db, boss.user.id)
  const company = await insertCompany(setup.db, boss.user.id, { accountId: account.id })
  companyId = company.id
  jobId = (await insertJob(setup.db, company, { expiryDate: new Date(Date.now() + 30 * 86_400_000) })).id
  const form = new FormData()
  form.append('resumeId', 'resume-1')
  const applied = await app.request(
    `/api/Job/${jobId}/apply`,
    withBearer(seeker, { method: 'POST', body: form }),
  )
  expect(applied.status).toBe(201)
  applicationId = (await body<{ data: { id: string } }>(applied)).data.id
})

describe('a NUL byte in any text that is stored or looked up is a VALIDATION_ERROR', () => {
  it('in JSON bodies: users, preferences, jobs, questions, alerts, companies, notes, contact, register, reset', async () => {
    await expectNotAllowed(
      await send('PUT', '/api/Users/me', employer, { firstName: 'A\u0000n' }),
      'firstName',
    )
    await expectNotAllowed(
      await send('PUT', '/api/Users/me/preferences', employer, { skills: ['Type\u0000Script'] }),
      'skills.0',
    )
    await expectNotAllowed(
      await send('POST', '/api/Job', employer, {
        title: 'Dev\u0000',
        description: 'Builds.',
        status: 'Draft',
      }),
      'title',
    )
    await expectNotAllowed(
      await send('PUT', `/api/Job/${jobId}/questions`, employer, { questions: [{ question: 'Why\u0000?' }] }),
      'questions.0.question',
    )
    await expectNotAllowed(
      await send('POST', '/api/Job/alerts', employer, { name: 'Mine', query: { location: 'Ber\u0000lin' } }),
      'query.location',
    )
    await expectNotAllowed(await send('POST', '/api/Companies', employer, { name: 'Co\u0000' }), 'name')
    await expectNotAllowed(
      await send('POST', `/api/Applications/${applicationId}/notes`, employer, { text: 'ok\u0000' }),
      'text',
    )
    await expectNotAllowed(
      await send('POST', '/api/contact', null, {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hi\u0000',
        message: 'A message long enough.',
      }),
      'subject',
    )
    await expectNotAllowed(
      await send('POST', '/api/Auth/register', null, {
        email: 'nul@example.com',
        password: 'Sturdy!Pass1',
        confirmPassword: 'Sturdy!Pass1',
        firstName: 'A\u0000',
        lastName: 'Lee',
      }),
      'firstName',
    )
    await expectNotAllowed(
      await send('POST', '/api/account/confirm-password-reset', null, {
        userId: '\u0000',
        token: 'abc',
        newPassword: 'Other!Pass22',
      }),
      'userId',
    )
  })

  it('in query strings: ?location, ?skills, ?search, ?industry', async () => {
    await expectNotAllowed(await send('GET', '/api/Job?location=%00', null), 'location')
    await expectNotAllowed(await send('GET', '/api/Job?skills=a%00b', null), 'skills')
    await expectNotAllowed(await send('GET', '/api/Companies/public?location=%00', null), 'location')
    await expectNotAllowed(await send('GET', '/api/Companies/public?search=%00', null), 'search')
    await expectNotAllowed(await send('GET', '/api/Companies/public?industry=%00', null), 'industry')
  })

  it('in path ids: /api/Users/%00, /api/Companies/%00/follow', async () => {
    await expectNotAllowed(await send('GET', '/api/Users/%00', null), 'path')
    await expectNotAllowed(await send('POST', '/api/Companies/%00/follow', employer), 'path')
    await expectNotAllowed(await send('DELETE', '/api/Companies/a%00b/follow', employer), 'path')
  })
})

describe('a lone UTF-16 surrogate in stored text is a VALIDATION_ERROR', () => {
  it('in JSON columns: alert queries, company culture, screening questions', async () => {
    await expectNotAllowed(
      await send('POST', '/api/Job/alerts', employer, { name: 'Mine', query: { search: 'dev\ud800' } }),
      'query.search',
    )
    await expectNotAllowed(
      await send('POST', '/api/Companies', employer, { name: 'Co', culture: ['Kind', '\udfff'] }),
      'culture.1',
    )
    await expectNotAllowed(
      await send('PUT', `/api/Job/${jobId}/questions`, employer, { questions: [{ question: 'Why\ud83d' }] }),
      'questions.0.question',
    )
  })

  it('in text columns too (it would be stored as U+FFFD)', async () => {
    await expectNotAllowed(
      await send('PUT', '/api/Users/me', employer, { headline: 'Dev \ud800' }),
      'headline',
    )
    await expectNotAllowed(
      await send('PUT', `/api/Companies/${companyId}`, employer, { tagline: '\udc00' }),
      'tagline',
    )
  })
})

describe('ids, numbers and dates outside what their column holds', () => {
  it('DELETE /api/Auth/sessions/not-a-uuid is a 404 like any unknown session', async () => {
    await expectFailure(
      await send('DELETE', '/api/Auth/sessions/not-a-uuid', employer),
      404,
      'NOT_FOUND_ERROR',
      'Session not found.',
    )
  })

  it('a malformed id is a 404 on every route whose path names a row (decision 003)', async () => {
    const routes: [string, string, string | null][] = [
      ['GET', '/api/Users/%ff', null],
      ['GET', '/api/Companies/not-a-uuid', null],
      ['POST', '/api/Companies/not-a-uuid/follow', seeker],
      ['PUT', '/api/Companies/not-a-uuid', employer],
      ['GET', '/api/Job/not-a-uuid', null],
      ['GET', '/api/Job/slug/%ED%A0%80', null],
      ['DELETE', '/api/Job/not-a-uuid', employer],
      ['POST', '/api/Job/not-a-uuid/save', seeker],
      ['GET', '/api/Job/not-a-uuid/questions', null],
      ['DELETE', '/api/Job/alerts/not-a-uuid', employer],
      ['GET', '/api/Applications/not-a-uuid', seeker],
      ['POST', '/api/Applications/not-a-uuid/notes', employer],
      ['DELETE', '/api/Auth/sessions/00000000-0000-0000-0000-00000000000g', employer],
    ]
    for (const [method, path, token] of routes) {
      const input =
        method === 'PUT'
          ? { tagline: 'x' }
          : method === 'POST' && path.endsWith('notes')
            ? { text: 'x' }
            : undefined
      const res = await send(method, path, token, input)
      expect([method, path, res.status, (await body<Failure>(res)).error.code]).toEqual([
        method,
        path,
        404,
        'NOT_FOUND_ERROR',
      ])
    }
  })

  it('PUT /api/Billing/cart with baseVersion beyond an int4 is a VALIDATION_ERROR', async () => {
    for (const baseVersion of [2147483648, 1e20]) {
      await expectFailure(
        await send('PUT', '/api/Billing/cart', employer, { items: [], baseVersion }),
        400,
        'VALIDATION_ERROR',
        'Validation failed: baseVersion: Base version must be at most 2147483647',
      )
    }
  })

  it('a job whose expirationDate lies beyond the year 9999 is a VALIDATION_ERROR', async () => {
    const job = { title: 'Dev', description: 'Builds.', status: 'Draft' }
    for (const expirationDate of ['+020000-01-01T00:00:00Z', '10000-01-01']) {
      await expectFailure(
        await send('POST', '/api/Job', employer, { ...job, expirationDate }),
        400,
        'VALIDATION_ERROR',
        'Validation failed: expirationDate: Expiration date must be between the years 1900 and 9999',
      )
      await expectFailure(
        await send('PUT', `/api/Job/${jobId}`, employer, { expirationDate }),
        400,
        'VALIDATION_ERROR',
        'Validation failed: expirationDate: Expiration date must be between the years 1900 and 9999',
      )
    }
  })

  it('a page beyond an int4 and an analytics day before year 1900 are VALIDATION_ERRORs', async () => {
    await expectFailure(
      await send('GET', '/api/Companies/public?page=1e20', null),
      400,
      'VALIDATION_ERROR',
      'Validation failed: page: Page must be at most 2147483647',
    )
    await expectFailure(
      await send('GET', `/api/Job/${jobId}/analytics?to=0000-01-01`, employer),
      400,
      'VALIDATION_ERROR',
      'Validation failed: to: to must be between the years 1900 and 9999',
    )
  })
})
