import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AccountExport } from '@/api/my-data'
import { Role } from '@/api/roles'
import { applications } from '../../db/schema/applications'
import { invoices } from '../../db/schema/billing'
import { users } from '../../db/schema/users'
import { createUser, latestCode, PASSWORD, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { companyAccountOf, insertCompany, insertJob } from '../companies/test-support'
import { conversationWith, messagesOf, send } from '../messaging/messaging-test-support'
import { call, person, type Person, type TestApp } from '../people/people-test-support'
import { createResume } from '../resumes/resumes-test-support'

/**
 * "My data" (decision 039): the export holds the caller's data and nobody else's; deleting an account needs
 * the password (and the second factor), erases the user, and leaves other people's data consistent.
 */

let t: TestApp
let me: Person
let employer: Person
let other: Person
let jobId: string
let conversationId: string

beforeAll(async () => {
  t = await createTestApp()
  me = await person(t, { firstName: 'Mia', lastName: 'Mine' })
  employer = await person(t, { firstName: 'Erik', lastName: 'Employs', role: Role.Employer })
  other = await person(t, { firstName: 'Otto', lastName: 'Other' })
  const account = await companyAccountOf(t.db, employer.id)
  const company = await insertCompany(t.db, employer.id, { accountId: account.id, name: 'Hireco' })
  const job = await insertJob(t.db, company, { title: 'Camera Operator' })
  jobId = job.id
  await t.db.insert(applications).values([
    { jobId, applicantUserId: me.id, coverLetter: 'Mia’s letter' },
    { jobId, applicantUserId: other.id, coverLetter: 'Otto’s letter' },
  ])
  await createResume(t, me, { name: 'Mia resume', privacy: 'public' })
  await createResume(t, other, { name: 'Otto resume', privacy: 'public' })
  conversationId = await conversationWith(t.app, employer, me)
  expect((await send(t.app, me, conversationId, 'Hello from Mia')).status).toBeLessThan(300)
  expect((await send(t.app, employer, conversationId, 'Hello back from Erik')).status).toBeLessThan(300)
  const otherConversation = await conversationWith(t.app, employer, other)
  await send(t.app, other, otherConversation, 'Otto writes too')
})

describe('GET /api/account/export', () => {
  it('is my data, as a download, with nothing of anybody else', async () => {
    const res = await t.app.request('/api/account/export', {
      headers: { authorization: `Bearer ${me.token}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="reelhire-export-.*\.json"/)
    const { data } = (await res.json()) as { data: AccountExport }
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, firstName: 'Mia' })
    expect(data.profile).not.toHaveProperty('passwordHash')
    expect(data.resumes.map((r) => r.name)).toEqual(['Mia resume'])
    expect(data.applications).toEqual([
      expect.objectContaining({
        jobTitle: 'Camera Operator',
        company: 'Hireco',
        coverLetter: 'Mia’s letter',
      }),
    ])
    expect(data.messages.conversationIds).toEqual([conversationId])
    expect(data.messages.sent.map((m) => m.body)).toEqual(['Hello from Mia'])
    const text = JSON.stringify(data)
    for (const foreign of ['Otto', 'Hello back from Erik', other.id, other.email, employer.email]) {
      expect(text).not.toContain(foreign)
    }
    expect((await call(t.app, 'GET', '/api/account/export', null)).status).toBe(401)
  })
})

describe('POST /api/account/deleteaccount', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const res = await call(t.app, 'POST', '/api/account/deleteaccount', me.token, { password: 'wrong!Pass9' })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_ERROR')
    expect((await call(t.app, 'GET', `/api/Users/${me.slug}`, null)).status).toBe(200)
    expect((await call(t.app, 'GET', '/api/account/export', me.token)).status).toBe(200)
    const bad = await call(t.app, 'POST', '/api/account/deleteaccount', me.token, {
      password: PASSWORD,
      x: 1,
    })
    expect(bad.status).toBe(400)
  })

  it('waits while an owned account has other members, naming it', async () => {
    const check = await call<{ blockers: unknown[] }>(t.app, 'GET', '/api/account/deletion-check', me.token)
    expect(check.body.data.blockers).toEqual([])
    const owner = await person(t, { role: Role.Employer })
    const account = await companyAccountOf(t.db, owner.id)
    const { addMember } = await import('../companies/test-support')
    await addMember(t.db, account.id, other.id, 'Recruiter')
    const res = await call(t.app, 'POST', '/api/account/deleteaccount', owner.token, { password: PASSWORD })
    expect(res.status).toBe(409)
    expect(res.body.error.details?.blockers).toEqual([
      expect.objectContaining({ kind: 'account-members', accountId: account.id }),
    ])
  })

  it('deletes me: no sign-in, no public pages, others keep consistent data', async () => {
    const second = await signIn(t.app, me.email)
    const resumeList = await call<{ resumes: { id: string }[] }>(
      t.app,
      'GET',
      `/api/Resume/user/${me.id}`,
      me.token,
    )
    const resumeId = resumeList.body.data.resumes[0]?.id
    expect(resumeId).toBeDefined()
    const res = await call(t.app, 'POST', '/api/account/deleteaccount', me.token, { password: PASSWORD })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ deleted: true })

    // Every session: the next request hears ACCOUNT_DELETED (the client signs out), the refresh too.
    for (const token of [me.token, second.token]) {
      const after = await call(t.app, 'GET', '/api/account/export', token)
      expect(after.status).toBe(401)
      expect(after.body.error.code).toBe('ACCOUNT_DELETED')
    }
    const refresh = await call(t.app, 'POST', '/api/Auth/refresh', null, {
      refreshToken: second.refreshToken,
    })
    expect(refresh.status).toBe(401)
    const login = await call(t.app, 'POST', '/api/Auth/login', null, { email: me.email, password: PASSWORD })
    expect(login.status).toBe(401)

    // Public pages are gone.
    expect((await call(t.app, 'GET', `/api/Users/${me.slug}`, null)).status).toBe(404)
    expect((await call(t.app, 'GET', `/api/Users/${me.id}`, null)).status).toBe(404)
    expect((await call(t.app, 'GET', `/api/Resume/${resumeId}`, null)).status).toBe(404)

    // The employer's conversation keeps both messages; mine are from "Deleted user".
    const thread = await messagesOf(t.app, employer, conversationId)
    expect(thread.status).toBe(200)
    expect(thread.body.data.items.map((m) => m.body)).toEqual(['Hello from Mia', 'Hello back from Erik'])
    const list = await call<{ items: { participant?: { fullName: string } }[] }>(
      t.app,
      'GET',
      '/api/Messages/conversations',
      employer.token,
    )
    expect(JSON.stringify(list.body.data)).toContain('Deleted user')
    expect(JSON.stringify(list.body.data)).not.toContain('Mia')

    // The application to the employer's job is gone; Otto's is untouched; counts agree with the list.
    const pipeline = await call<{ items: { applicant?: { id: string } }[]; total: number }>(
      t.app,
      'GET',
      `/api/Job/${jobId}/applications`,
      employer.token,
    )
    expect(pipeline.status).toBe(200)
    expect(JSON.stringify(pipeline.body.data)).not.toContain('Mia')
    expect(JSON.stringify(pipeline.body.data)).toContain('Otto')
    const rows = await t.db.select().from(applications).where(eq(applications.jobId, jobId))
    expect(rows.map((r) => r.applicantUserId)).toEqual([other.id])

    // The tombstone holds nothing personal.
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id))
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', emailVerifiedAt: null, phone: null })
    expect(row?.email).not.toContain('mine')
  })

  it('asks for the second factor when it is on, and deletes with the mailed code', async () => {
    const { email } = await createUser(t.db, { twoFactor: 'email' })
    const login = await call<{ tempAuthToken: string }>(t.app, 'POST', '/api/Auth/login', null, {
      email,
      password: PASSWORD,
    })
    const code = await latestCode(t.db, t.mailer, email)
    const verified = await call<{ token: string }>(t.app, 'POST', '/api/Auth/verify-2fa', null, {
      tempAuthToken: login.body.data.tempAuthToken,
      verificationCode: code,
    })
    const token = verified.body.data.token
    const first = await call<{ requiresTwoFactor: boolean; tempAuthToken: string }>(
      t.app,
      'POST',
      '/api/account/deleteaccount',
      token,
      { password: PASSWORD },
    )
    expect(first.status).toBe(200)
    expect(first.body.data.requiresTwoFactor).toBe(true)
    const wrong = await call(t.app, 'POST', '/api/account/deleteaccount', token, {
      password: PASSWORD,
      tempAuthToken: first.body.data.tempAuthToken,
      verificationCode: '000000',
    })
    expect(wrong.status).toBe(400)
    const mailed = await latestCode(t.db, t.mailer, email)
    const done = await call(t.app, 'POST', '/api/account/deleteaccount', token, {
      password: PASSWORD,
      tempAuthToken: first.body.data.tempAuthToken,
      verificationCode: mailed,
    })
    expect(done.status).toBe(200)
    expect(done.body.data).toEqual({ deleted: true })
  })

  it('keeps an owned account’s invoices, anonymised', async () => {
    const buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer', role: Role.Employer })
    const account = await companyAccountOf(t.db, buyer.id)
    const now = new Date()
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        accountId: account.id,
        sequence: 1,
        number: 'RH-TEST-0001',
        billedTo: 'Bea Buyer',
        provider: 'test',
        providerInvoiceId: `in_test_${crypto.randomUUID()}`,
        lines: [],
        subtotalCents: 995,
        totalCents: 995,
        periodStart: now,
        periodEnd: now,
        issuedAt: now,
      })
      .returning()
    const res = await call(t.app, 'POST', '/api/account/deleteaccount', buyer.token, { password: PASSWORD })
    expect(res.status).toBe(200)
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, invoice!.id))
    expect(kept).toMatchObject({ accountId: null, billedTo: 'Deleted account', totalCents: 995 })
  })
})
