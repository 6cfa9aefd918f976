import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EmailVerificationRequiredSchema } from '@/api/auth'
import { successEnvelope } from '@/api/envelope'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { sessions } from '../../db/schema/sessions'
import { users } from '../../db/schema/users'
import { authLimits } from './limits'
import { body, createUser, mailTo, uniqueEmail, type Failure } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'correct horse',
  confirmPassword: 'correct horse',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'JobSeeker',
  ...extra,
})

const Answer = successEnvelope(EmailVerificationRequiredSchema)

describe('POST /api/Auth/register', () => {
  it('creates an unverified user with a personal account and mails a 24 h confirmation link', async () => {
    const { app, db, mailer } = await createTestApp()
    const email = uniqueEmail('new')
    const res = await app.request(
      '/api/Auth/register',
      jsonRequest(signup(email.toUpperCase(), { referralCode: '  FRIEND-42 ' })),
    )
    expect(res.status).toBe(201)
    const { data } = v.parse(Answer, await res.json())
    expect(data).toEqual({ requiresEmailVerification: true, email, sentAt: expect.any(String) })

    const [user] = await db.select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({
      emailVerifiedAt: null,
      referralCode: 'FRIEND-42',
      roleCode: 30,
      slug: expect.stringMatching(/^ada-lovelace/),
    })
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const owned = await db.select().from(accounts).where(eq(accounts.ownerUserId, user!.id))
    expect(owned).toEqual([expect.objectContaining({ kind: 'personal', name: 'Ada Lovelace' })])

    const [mail] = await mailTo(db, mailer, email)
    expect(mail).toMatchObject({ kind: 'confirm-email', subject: 'Confirm your email address' })
    expect(mail?.text).toMatch(
      new RegExp(`http://localhost:8080/confirm-email\\?userId=${user!.id}&code=[\\w-]{43}`),
    )
    expect(mail?.html).toContain('href="http://localhost:8080/confirm-email?userId=')
  })

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const { app, db, mailer } = await createTestApp({ env: { PUBLIC_URL: 'https://app.reelhire.test' } })
    const email = uniqueEmail('host')
    await app.request('/api/Auth/register', jsonRequest(signup(email), { headers: { host: 'evil.example' } }))
    const [mail] = await mailTo(db, mailer, email)
    expect(mail?.text).toContain('https://app.reelhire.test/confirm-email?')
    expect(mail?.text).not.toContain('evil.example')
  })

  it('gives an employer a company account they own as well', async () => {
    const { app, db } = await createTestApp()
    const email = uniqueEmail('employer')
    expect(
      (await app.request('/api/Auth/register', jsonRequest(signup(email, { role: 'business' })))).status,
    ).toBe(201)
    const [user] = await db.select().from(users).where(eq(users.email, email))
    expect(user?.roleCode).toBe(20)
    const rows = await db
      .select({ kind: accounts.kind, name: accounts.name, role: accountMemberships.role })
      .from(accountMemberships)
      .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
      .where(eq(accountMemberships.userId, user!.id))
    expect(rows).toHaveLength(2)
    expect(rows).toContainEqual({ kind: 'company', name: "Ada Lovelace's company", role: 'Admin' })

    // Both accounts are made in the same instant; a new session works for the company (seats, the team).
    const login = await app.request(
      '/api/Auth/login',
      jsonRequest({ email, password: 'correct horse', rememberMe: false }),
    )
    expect(login.status).toBe(200)
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user!.id))
    const [company] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.ownerUserId, user!.id), eq(accounts.kind, 'company')))
    expect(session?.accountId).toBe(company?.id)
  })

  it.each(['Admin', 'SuperAdmin', 'super_admin', 0, -1, '0'])(
    'refuses role %s with 403 and creates nothing',
    async (role) => {
      const { app, db } = await createTestApp()
      const email = uniqueEmail('admin')
      const res = await app.request('/api/Auth/register', jsonRequest(signup(email, { role })))
      expect(res.status).toBe(403)
      expect((await body<Failure>(res)).error.code).toBe('AUTHORIZATION_ERROR')
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
    },
  )

  it('refuses mismatched passwords with the screen text', async () => {
    const { app } = await createTestApp()
    const res = await app.request(
      '/api/Auth/register',
      jsonRequest(signup(uniqueEmail(), { confirmPassword: 'another one' })),
    )
    expect(res.status).toBe(400)
    expect((await body<Failure>(res)).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Passwords do not match',
    })
  })

  it('refuses a short password, a bad email and a missing name', async () => {
    const { app } = await createTestApp()
    const res = await app.request(
      '/api/Auth/register',
      jsonRequest(signup('not-an-email', { password: 'short', confirmPassword: 'short', firstName: ' ' })),
    )
    expect(res.status).toBe(400)
    const { error } = await body<Failure>(res)
    expect(error.message).toContain('email: Please enter a valid email address')
    expect(error.message).toContain('password: Password must be at least 8 characters long')
    expect(error.message).toContain('firstName: First name is required')
  })

  it.each([
    ['isEmailVerified', true],
    ['isPremium', true],
    ['roleCode', 0],
    ['accountId', '00000000-0000-0000-0000-000000000000'],
  ])('refuses the mass-assignment key %s', async (key, value) => {
    const { app, db } = await createTestApp()
    const email = uniqueEmail('mass')
    const res = await app.request('/api/Auth/register', jsonRequest(signup(email, { [key]: value })))
    expect(res.status).toBe(400)
    expect((await body<Failure>(res)).error.message).toContain(key)
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('answers malformed JSON and a wrong content type with 4xx envelopes', async () => {
    const { app } = await createTestApp()
    const malformed = await app.request('/api/Auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(malformed.status).toBe(400)
    const text = await app.request('/api/Auth/register', { method: 'POST', body: 'email=a@b.c' })
    expect(text.status).toBe(415)
  })

  it('answers a taken address exactly like a free one and mails its owner instead (decision 006)', async () => {
    const { app, db, mailer } = await createTestApp()
    const { email } = await createUser(db)
    const fresh = uniqueEmail('fresh')
    type Answer = { data: Record<string, unknown>; timestamp?: string }
    const strip = (b: Answer) => ({ ...b, timestamp: 'x', data: { ...b.data, email: 'x', sentAt: 'x' } })
    const taken = await app.request('/api/Auth/register', jsonRequest(signup(email)))
    const free = await app.request('/api/Auth/register', jsonRequest(signup(fresh)))
    expect(taken.status).toBe(free.status)
    expect(strip(await body<Answer>(taken))).toEqual(strip(await body<Answer>(free)))
    const mails = await mailTo(db, mailer, email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'registration-attempt' })
    expect(mails[0]?.text).toContain('Account with this email already exists. Please sign in instead.')
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
  })

  it('limits sign-ups per address and per client', async () => {
    const limits = authLimits({
      register: { address: { limit: 3, windowMs: 60_000 }, account: { limit: 2, windowMs: 60_000 } },
    })
    const { app } = await createTestApp({ deps: { authLimits: limits } })
    const email = uniqueEmail('limited')
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await app.request('/api/Auth/register', jsonRequest(signup(email)))).status)
    expect(statuses).toEqual([201, 201, 429])
    const other = await app.request('/api/Auth/register', jsonRequest(signup(uniqueEmail())))
    expect(other.status).toBe(429)
    const { error } = await body<Failure>(other)
    expect(error).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', details: { limit: 3, remaining: 0 } })
    expect(other.headers.get('retry-after')).toBeTruthy()
  })
})
