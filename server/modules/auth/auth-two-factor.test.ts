import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginSuccessSchema, TotpSetupResultSchema, TwoFactorChallengeSchema } from '@/api/auth'
import { Role } from '@/api/roles'
import { INVALID_CODE } from './two-factor-challenge'
import { totpCode } from './totp'
import {
  bearer,
  body,
  createUser,
  latestCode,
  PASSWORD,
  signIn,
  withBearer,
  type Failure,
} from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type Data<T = Record<string, unknown>> = { data: T }
type App = Awaited<ReturnType<typeof createTestApp>>['app']

async function challenge(app: App, email: string) {
  const res = await app.request('/api/Auth/login', jsonRequest({ email, password: PASSWORD }))
  expect(res.status).toBe(200)
  return v.parse(TwoFactorChallengeSchema, (await body<Data>(res)).data)
}

const verify = (app: App, tempAuthToken: string, verificationCode: string) =>
  app.request('/api/Auth/verify-2fa', jsonRequest({ tempAuthToken, verificationCode }))

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('two-factor sign-in by email code', () => {
  it('challenges instead of signing in, and a mailed code completes the sign-in', async () => {
    const { app, db, mailer } = await createTestApp({ deps: { now: () => new Date('2025-05-01T08:00:00Z') } })
    const { email } = await createUser(db, { twoFactor: 'email' })
    const started = await challenge(app, email)
    expect(started).toMatchObject({
      requiresTwoFactor: true,
      email,
      attemptsLeft: 5,
      method: 'email',
      expiresAt: '2025-05-01T08:10:00.000Z',
    })
    const code = await latestCode(db, mailer, email)
    const res = await verify(app, started.tempAuthToken, code)
    expect(res.status).toBe(200)
    const session = v.parse(LoginSuccessSchema, (await body<Data>(res)).data)
    expect((await app.request('/api/Users/me', bearer(session.token))).status).toBe(200)
    // The code and the temp token are spent.
    expect((await verify(app, started.tempAuthToken, code)).status).toBe(400)
  })

  it('counts down attempts and kills the challenge after the 5th wrong code', async () => {
    const { app, db, mailer } = await createTestApp()
    const { email } = await createUser(db, { twoFactor: 'email' })
    const { tempAuthToken } = await challenge(app, email)
    const code = await latestCode(db, mailer, email)
    const left: unknown[] = []
    for (let i = 0; i < 5; i++) {
      const res = await verify(app, tempAuthToken, wrongCode(code))
      expect(res.status).toBe(400)
      const { error } = await body<Failure>(res)
      expect(error.message).toBe(INVALID_CODE)
      left.push(error.details?.attemptsLeft)
    }
    expect(left).toEqual([4, 3, 2, 1, 0])
    const sixth = await verify(app, tempAuthToken, code)
    expect(sixth.status).toBe(400)
    expect((await body<Failure>(sixth)).error.details).toEqual({ attemptsLeft: 0 })
  })

  it('refuses a code that belongs to another temp token', async () => {
    const { app, db, mailer } = await createTestApp()
    const { email } = await createUser(db, { twoFactor: 'email' })
    const first = await challenge(app, email)
    const firstCode = await latestCode(db, mailer, email)
    const second = await challenge(app, email)
    const secondCode = await latestCode(db, mailer, email)
    if (firstCode !== secondCode)
      expect((await verify(app, second.tempAuthToken, firstCode)).status).toBe(400)
    expect(
      (await verify(app, first.tempAuthToken, secondCode === firstCode ? wrongCode(firstCode) : secondCode))
        .status,
    ).toBe(400)
    expect((await verify(app, second.tempAuthToken, secondCode)).status).toBe(200)
  })

  it('resends a new code for the same challenge; the old code stops working', async () => {
    let now = new Date('2025-05-01T08:00:00Z')
    const { app, db, mailer } = await createTestApp({ deps: { now: () => now } })
    const { email } = await createUser(db, { twoFactor: 'email' })
    const { tempAuthToken } = await challenge(app, email)
    const oldCode = await latestCode(db, mailer, email)
    now = new Date('2025-05-01T08:09:00Z')
    const resend = await app.request('/api/Auth/resend-2fa', jsonRequest({ tempAuthToken }))
    expect(resend.status).toBe(200)
    expect((await body<Data>(resend)).data).toEqual({
      expiresAt: '2025-05-01T08:19:00.000Z',
      attemptsLeft: 5,
    })
    const newCode = await latestCode(db, mailer, email)
    if (newCode !== oldCode) expect((await verify(app, tempAuthToken, oldCode)).status).toBe(400)
    now = new Date('2025-05-01T08:15:00Z')
    expect((await verify(app, tempAuthToken, newCode)).status).toBe(200)
  })

  it('refuses an expired code', async () => {
    let now = new Date('2025-05-01T08:00:00Z')
    const { app, db, mailer } = await createTestApp({ deps: { now: () => now } })
    const { email } = await createUser(db, { twoFactor: 'email' })
    const { tempAuthToken } = await challenge(app, email)
    const code = await latestCode(db, mailer, email)
    now = new Date('2025-05-01T08:10:01Z')
    expect((await verify(app, tempAuthToken, code)).status).toBe(400)
  })

  it('rate-limits resends', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db, { twoFactor: 'email' })
    const { tempAuthToken } = await challenge(app, email)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await app.request('/api/Auth/resend-2fa', jsonRequest({ tempAuthToken }))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('refuses a garbage temp token and a non-numeric code', async () => {
    const { app } = await createTestApp()
    expect((await verify(app, 'garbage', '123456')).status).toBe(400)
    expect((await verify(app, 'garbage', '12a456')).status).toBe(400)
  })
})

describe('two-factor settings', () => {
  it('turns email codes on with the password and off again', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db)
    const { token } = await signIn(app, email)
    const get = async () => (await body<Data>(await app.request('/api/Auth/two-factor', bearer(token)))).data
    expect(await get()).toEqual({ enabled: false, method: null, required: false })
    const wrong = await app.request(
      '/api/Auth/two-factor/email/enable',
      withBearer(token, jsonRequest({ password: 'nope' })),
    )
    expect(wrong.status).toBe(400)
    const on = await app.request(
      '/api/Auth/two-factor/email/enable',
      withBearer(token, jsonRequest({ password: PASSWORD })),
    )
    expect((await body<Data>(on)).data).toEqual({ enabled: true, method: 'email', required: false })
    await challenge(app, email)
    const off = await app.request(
      '/api/Auth/two-factor/disable',
      withBearer(token, jsonRequest({ password: PASSWORD })),
    )
    expect((await body<Data>(off)).data).toEqual({ enabled: false, method: null, required: false })
  })

  it('sets up an authenticator app (TOTP) and then asks for its code at sign-in', async () => {
    let now = new Date('2025-05-01T08:00:00Z')
    const { app, db } = await createTestApp({ deps: { now: () => now } })
    const { email } = await createUser(db)
    const { token } = await signIn(app, email)
    const setup = await app.request('/api/Auth/two-factor/totp/setup', { method: 'POST', ...bearer(token) })
    const { secret, otpauthUrl } = v.parse(TotpSetupResultSchema, (await body<Data>(setup)).data)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUrl).toBe(
      `otpauth://totp/ReelHire%3A${encodeURIComponent(email)}?secret=${secret}&issuer=ReelHire&algorithm=SHA1&digits=6&period=30`,
    )
    const bad = await app.request(
      '/api/Auth/two-factor/totp/enable',
      withBearer(token, jsonRequest({ code: wrongCode(totpCode(secret, now)) })),
    )
    expect(bad.status).toBe(400)
    const ok = await app.request(
      '/api/Auth/two-factor/totp/enable',
      withBearer(token, jsonRequest({ code: totpCode(secret, now) })),
    )
    expect((await body<Data>(ok)).data).toEqual({ enabled: true, method: 'totp', required: false })

    now = new Date('2025-05-01T08:05:00Z')
    const started = await challenge(app, email)
    expect(started.method).toBe('totp')
    const resend = await app.request(
      '/api/Auth/resend-2fa',
      jsonRequest({ tempAuthToken: started.tempAuthToken }),
    )
    expect(resend.status).toBe(400)
    // One step of drift is accepted.
    const code = totpCode(secret, new Date(now.getTime() - 30_000))
    expect((await verify(app, started.tempAuthToken, code)).status).toBe(200)
    // The same code cannot be replayed on a new challenge.
    const again = await challenge(app, email)
    expect((await verify(app, again.tempAuthToken, code)).status).toBe(400)
  })

  it('keeps two-factor on for admins', async () => {
    const { app, db, mailer } = await createTestApp()
    const { email } = await createUser(db, { role: Role.Admin, twoFactor: 'email' })
    const { tempAuthToken } = await challenge(app, email)
    const res = await verify(app, tempAuthToken, await latestCode(db, mailer, email))
    const { token } = v.parse(LoginSuccessSchema, (await body<Data>(res)).data)
    expect((await body<Data>(await app.request('/api/Auth/two-factor', bearer(token)))).data).toEqual({
      enabled: true,
      method: 'email',
      required: true,
    })
    const off = await app.request(
      '/api/Auth/two-factor/disable',
      withBearer(token, jsonRequest({ password: PASSWORD })),
    )
    expect(off.status).toBe(403)
    expect((await body<Failure>(off)).error.code).toBe('AUTHORIZATION_ERROR')
  })
})
