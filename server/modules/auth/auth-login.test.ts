import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EmailVerificationRequiredSchema, LoginSuccessSchema, VerificationStatusSchema } from '@/api/auth'
import { INVALID_CREDENTIALS } from './login'
import { authLimits } from './limits'
import {
  bearer,
  body,
  createUser,
  linkParams,
  mailTo,
  PASSWORD,
  signIn,
  uniqueEmail,
  withBearer,
  type Failure,
} from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type Data<T = Record<string, unknown>> = { data: T }

describe('POST /api/Auth/login', () => {
  it('signs a verified user in with a 15-minute access token and a refresh token', async () => {
    const { app, db } = await createTestApp({ deps: { now: () => new Date('2025-05-01T08:00:00Z') } })
    const { email, user } = await createUser(db, { firstName: 'Alan', lastName: 'Turing' })
    const session = await signIn(app, email)
    expect(session.user).toEqual({ id: user.id, email, name: 'Alan Turing', role: 'JobSeeker' })
    expect(session.expiresAt).toBe('2025-05-01T08:15:00.000Z')
    expect(session.refreshToken).toMatch(/^[\w-]{43}$/)
    const me = await app.request('/api/Users/me', bearer(session.token))
    expect(me.status).toBe(200)
  })

  it('answers an unknown email and a wrong password identically', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db)
    const wrong = await app.request('/api/Auth/login', jsonRequest({ email, password: 'Wrong!Pass1' }))
    const unknown = await app.request(
      '/api/Auth/login',
      jsonRequest({ email: uniqueEmail('ghost'), password: 'Wrong!Pass1' }),
    )
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const strip = (b: Failure & { timestamp?: string }) => ({ ...b, timestamp: undefined })
    const [a, b] = [strip(await body<Failure>(wrong)), strip(await body<Failure>(unknown))]
    expect(a).toEqual(b)
    expect(a.error).toEqual({ code: 'AUTHENTICATION_ERROR', message: INVALID_CREDENTIALS })
  })

  it('refuses a malformed body and unknown keys', async () => {
    const { app } = await createTestApp()
    expect((await app.request('/api/Auth/login', jsonRequest({ email: 'x' }))).status).toBe(400)
    const extra = await app.request(
      '/api/Auth/login',
      jsonRequest({ email: 'a@b.co', password: 'x', role: 'Admin' }),
    )
    expect(extra.status).toBe(400)
  })

  it('limits attempts per account even across client addresses, and per address', async () => {
    const limits = authLimits({
      login: { address: { limit: 4, windowMs: 60_000 }, account: { limit: 2, windowMs: 60_000 } },
    })
    const { db } = await createTestApp()
    const { email } = await createUser(db)
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      // A new client address each time: the per-account key still counts.
      const { app } = await createTestApp({ deps: { authLimits: limits } })
      statuses.push((await app.request('/api/Auth/login', jsonRequest({ email, password: 'nope' }))).status)
    }
    expect(statuses).toEqual([401, 401, 429])

    const { app } = await createTestApp({ deps: { authLimits: limits } })
    const perAddress: number[] = []
    for (let i = 0; i < 5; i++)
      perAddress.push(
        (await app.request('/api/Auth/login', jsonRequest({ email: uniqueEmail(), password: 'nope' })))
          .status,
      )
    expect(perAddress).toEqual([401, 401, 401, 401, 429])
  })
})

describe('unverified accounts (decision 007)', () => {
  it('sign in with the verification-required answer plus a session that reaches only the gate calls', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db, { verified: false })
    const res = await app.request('/api/Auth/login', jsonRequest({ email, password: PASSWORD }))
    expect(res.status).toBe(200)
    const data = v.parse(EmailVerificationRequiredSchema, (await body<Data>(res)).data)
    expect(data).toMatchObject({ requiresEmailVerification: true, email })
    const token = v.parse(LoginSuccessSchema, data.session).token

    const me = await app.request('/api/Users/me', bearer(token))
    expect((await body<Data>(me)).data).toMatchObject({ isEmailVerified: false, emailConfirmed: false })
    const status = await app.request('/api/Auth/verification-status', bearer(token))
    expect(v.parse(VerificationStatusSchema, (await body<Data>(status)).data)).toMatchObject({
      email,
      isEmailVerified: false,
      emailConfirmed: false,
      sendCount: 0,
    })
    const edit = await app.request(
      '/api/Users/me',
      withBearer(token, jsonRequest({ headline: 'Hi' }, { method: 'PUT' })),
    )
    expect(edit.status).toBe(400)
    expect((await body<Failure>(edit)).error.code).toBe('ACCOUNT_UNVERIFIED')
    const twoFactor = await app.request('/api/Auth/two-factor', bearer(token))
    expect((await body<Failure>(twoFactor)).error.code).toBe('ACCOUNT_UNVERIFIED')
    expect((await app.request('/api/Auth/logout', { method: 'POST', ...bearer(token) })).status).toBe(200)
  })

  it('can resend the confirmation once a minute, then confirm and use the same session', async () => {
    let now = new Date('2025-05-01T08:00:00Z')
    const { app, db, mailer } = await createTestApp({ deps: { now: () => now } })
    const email = uniqueEmail('resend')
    await app.request(
      '/api/Auth/register',
      jsonRequest({
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Kat',
        lastName: 'Johnson',
      }),
    )
    const login = await app.request('/api/Auth/login', jsonRequest({ email, password: PASSWORD }))
    const { session, sentAt } = (await body<Data<{ session: { token: string }; sentAt: string }>>(login)).data
    expect(sentAt).toBe('2025-05-01T08:00:00.000Z')
    const resend = () =>
      app.request('/api/Auth/resend-email-verification', { method: 'POST', ...bearer(session.token) })

    now = new Date('2025-05-01T08:00:20Z')
    const early = await resend()
    expect(early.status).toBe(429)
    expect((await body<Failure>(early)).error).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      details: { retryAfterSeconds: 40 },
    })

    now = new Date('2025-05-01T08:01:00Z')
    const ok = await resend()
    expect(ok.status).toBe(200)
    expect((await body<Data>(ok)).data).toEqual({
      sentAt: '2025-05-01T08:01:00.000Z',
      nextAllowedAt: '2025-05-01T08:02:00.000Z',
    })
    expect((await resend()).status).toBe(429)

    const [newest] = await mailTo(db, mailer, email)
    const params = linkParams(newest!.text, '/confirm-email')
    expect((await app.request(`/api/account/ConfirmEmail?${params}`)).status).toBe(200)
    const status = await app.request('/api/Auth/verification-status', bearer(session.token))
    expect((await body<Data>(status)).data).toMatchObject({
      isEmailVerified: true,
      emailConfirmed: true,
      sendCount: 2,
    })
    const edit = await app.request(
      '/api/Users/me',
      withBearer(session.token, jsonRequest({ headline: 'Builder' }, { method: 'PUT' })),
    )
    expect(edit.status).toBe(200)
    const verifiedResend = await resend()
    expect(verifiedResend.status).toBe(400)
  })

  it('needs a session for the verification calls', async () => {
    const { app } = await createTestApp()
    expect((await app.request('/api/Auth/verification-status')).status).toBe(401)
    expect((await app.request('/api/Auth/resend-email-verification', { method: 'POST' })).status).toBe(401)
  })
})
