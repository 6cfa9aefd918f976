import { eq } from 'drizzle-orm'
import { SignJWT, UnsecuredJWT } from 'jose'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginSuccessSchema, SessionListSchema, TwoFactorChallengeSchema } from '@/api/auth'
import { sessions } from '../../db/schema/sessions'
import { JWT_AUDIENCE, JWT_ISSUER } from './jwt'
import {
  bearer,
  body,
  createUser,
  mailTo,
  PASSWORD,
  signIn,
  withBearer,
  type Failure,
} from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type Data<T = Record<string, unknown>> = { data: T }
type App = Awaited<ReturnType<typeof createTestApp>>['app']

const me = (app: App, token: string) => app.request('/api/Users/me', bearer(token))
const refresh = (app: App, refreshToken: string) =>
  app.request('/api/Auth/refresh', jsonRequest({ refreshToken }))

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new pair and the old refresh token is spent', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db)
    const first = await signIn(app, email)
    const res = await refresh(app, first.refreshToken!)
    expect(res.status).toBe(200)
    const second = v.parse(LoginSuccessSchema, (await body<Data>(res)).data)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect((await me(app, second.token)).status).toBe(200)
    expect((await refresh(app, second.refreshToken!)).status).toBe(200)
  })

  it('reuse of a spent refresh token revokes the whole family', async () => {
    let now = new Date('2025-05-01T08:00:00Z')
    const { app, db } = await createTestApp({ deps: { now: () => now } })
    const { email } = await createUser(db)
    const first = await signIn(app, email)
    const rotated = v.parse(
      LoginSuccessSchema,
      (await body<Data>(await refresh(app, first.refreshToken!))).data,
    )
    // Past the grace window for duplicate refreshes (auth-refresh.test.ts).
    now = new Date('2025-05-01T08:05:00Z')
    const replay = await refresh(app, first.refreshToken!)
    expect(replay.status).toBe(401)
    expect((await body<Failure>(replay)).error.code).toBe('AUTHENTICATION_ERROR')
    // The thief's replay also kills the legitimate holder's newer tokens.
    expect((await refresh(app, rotated.refreshToken!)).status).toBe(401)
    expect((await me(app, rotated.token)).status).toBe(401)
  })

  it('remember me keeps the session 30 days, otherwise 1 day', async () => {
    let now = new Date('2025-05-01T08:00:00Z')
    const { app, db } = await createTestApp({ deps: { now: () => now } })
    const { email } = await createUser(db)
    const short = await signIn(app, email, PASSWORD, false)
    const long = await signIn(app, email, PASSWORD, true)
    now = new Date('2025-05-02T08:00:01Z')
    expect((await refresh(app, short.refreshToken!)).status).toBe(401)
    expect((await refresh(app, long.refreshToken!)).status).toBe(200)
  })

  it('refuses an unknown refresh token and an empty body', async () => {
    const { app } = await createTestApp()
    expect((await refresh(app, 'made-up')).status).toBe(401)
    expect((await app.request('/api/Auth/refresh', jsonRequest({}))).status).toBe(400)
  })
})

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    let now = new Date('2025-05-01T08:00:00Z')
    const { app, db } = await createTestApp({ deps: { now: () => now } })
    const { email } = await createUser(db)
    const { token } = await signIn(app, email)
    now = new Date('2025-05-01T08:14:59Z')
    expect((await me(app, token)).status).toBe(200)
    now = new Date('2025-05-01T08:15:01Z')
    expect((await me(app, token)).status).toBe(401)
  })

  it('refuses tampered, alg:none, wrongly signed and wrong-type tokens', async () => {
    const { app, db, env } = await createTestApp()
    const { email, user } = await createUser(db, { twoFactor: null })
    const { token, refreshToken } = await signIn(app, email)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>

    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'Admin' })).toString('base64url')}.${signature}`
    const none = new UnsecuredJWT(claims).encode()
    const key = new TextEncoder().encode(env.JWT_SECRET)
    const sign = (extra: Record<string, unknown>, alg = 'HS256', secret = key) =>
      new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg }).sign(secret)
    const otherSecret = await sign(
      {},
      'HS256',
      new TextEncoder().encode('another-secret-that-is-long-enough-xx'),
    )
    const tempTyped = await sign({ typ: 'temp-2fa' })
    const wrongAudience = await sign({ aud: 'someone-else' })
    const wrongIssuer = await sign({ iss: 'someone-else' })
    const hs512 = await sign({}, 'HS512')
    const noType = await sign({ typ: undefined })

    for (const bad of [
      tampered,
      none,
      otherSecret,
      tempTyped,
      wrongAudience,
      wrongIssuer,
      hs512,
      noType,
      refreshToken!,
      'x.y.z',
      '',
    ]) {
      const res = await me(app, bad)
      expect(res.status, bad).toBe(401)
      expect((await body<Failure>(res)).error.code).toBe('AUTHENTICATION_ERROR')
    }
    expect(claims).toMatchObject({
      typ: 'access',
      aud: JWT_AUDIENCE,
      iss: JWT_ISSUER,
      sub: user.id,
      role: 'JobSeeker',
    })
    expect((await me(app, await sign({}))).status).toBe(200)
  })

  it('a temp two-factor token is not an access token', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db, { twoFactor: 'email' })
    const res = await app.request('/api/Auth/login', jsonRequest({ email, password: PASSWORD }))
    const { tempAuthToken } = v.parse(TwoFactorChallengeSchema, (await body<Data>(res)).data)
    expect((await me(app, tempAuthToken)).status).toBe(401)
  })
})

describe('signing out', () => {
  it('logout revokes the session: its access and refresh tokens stop working at once', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db)
    const { token, refreshToken } = await signIn(app, email)
    const other = await signIn(app, email)
    expect((await app.request('/api/Auth/logout', { method: 'POST', ...bearer(token) })).status).toBe(200)
    expect((await me(app, token)).status).toBe(401)
    expect((await refresh(app, refreshToken!)).status).toBe(401)
    expect((await me(app, other.token)).status).toBe(200)
    expect((await app.request('/api/Auth/logout', { method: 'POST' })).status).toBe(401)
  })

  it('lists sessions, revokes one by id, and signs out everywhere', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db)
    const a = await signIn(app, email)
    const b = await signIn(app, email)
    const c = await signIn(app, email)
    const list = v.parse(
      SessionListSchema,
      (await body<Data>(await app.request('/api/Auth/sessions', bearer(a.token)))).data,
    )
    expect(list).toHaveLength(3)
    expect(list.filter((s) => s.current)).toHaveLength(1)
    const bId = list.find((s) => !s.current)!.id
    expect(
      (await app.request(`/api/Auth/sessions/${bId}`, { method: 'DELETE', ...bearer(a.token) })).status,
    ).toBe(200)
    const revokedStatuses = await Promise.all([b, c].map(async (s) => (await me(app, s.token)).status))
    expect(revokedStatuses.sort()).toEqual([200, 401])

    // Someone else's session id is unknown to me.
    const stranger = await createUser(db)
    const theirs = await signIn(app, stranger.email)
    const [theirSession] = await db.select().from(sessions).where(eq(sessions.userId, stranger.user.id))
    expect(
      (await app.request(`/api/Auth/sessions/${theirSession!.id}`, { method: 'DELETE', ...bearer(a.token) }))
        .status,
    ).toBe(404)
    expect((await me(app, theirs.token)).status).toBe(200)

    const all = await app.request('/api/Auth/logout-all', { method: 'POST', ...bearer(a.token) })
    expect((await body<Data>(all)).data).toEqual({ revoked: 2 })
    for (const s of [a, b, c]) expect((await me(app, s.token)).status).toBe(401)
  })

  it('changing the password signs out other sessions, keeps this one, and mails the owner', async () => {
    const { app, db, mailer } = await createTestApp()
    const { email } = await createUser(db)
    const here = await signIn(app, email)
    const elsewhere = await signIn(app, email)
    const change = (input: object) =>
      app.request('/api/Auth/change-password', withBearer(here.token, jsonRequest(input)))
    const wrong = await change({ currentPassword: 'Wrong!Pass1', newPassword: 'New!Password2' })
    expect(wrong.status).toBe(400)
    const weak = await change({ currentPassword: PASSWORD, newPassword: 'weakpass' })
    expect(weak.status).toBe(400)
    expect((await body<Failure>(weak)).error.message).toContain(
      'Password must contain at least one uppercase letter',
    )
    const ok = await change({ currentPassword: PASSWORD, newPassword: 'New!Password2' })
    expect((await body<Data>(ok)).data).toEqual({ changed: true, revokedSessions: 1 })
    expect((await me(app, here.token)).status).toBe(200)
    expect((await me(app, elsewhere.token)).status).toBe(401)
    expect((await mailTo(db, mailer, email))[0]?.kind).toBe('password-changed')
    await signIn(app, email, 'New!Password2')
  })
})
