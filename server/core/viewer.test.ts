import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { accounts } from '../db/schema/accounts'
import { createMiddlewareApp } from '../test/middleware-app'
import { body, createUser, type Failure } from '../test/identity'
import type { AuthContext } from './auth-context'
import { optionalViewer, requireViewer } from './viewer'

/** A signed-in caller acting in their personal account, under the bearer token 'good' (or 'unverified'). */
async function setup() {
  const { app, db } = await createMiddlewareApp({
    authenticate: async (_ctx, token) => tokens[token] ?? null,
  })
  const { user } = await createUser(db, { role: Role.Recruiter })
  const [account] = await db.select().from(accounts).where(eq(accounts.ownerUserId, user.id))
  const auth: AuthContext = {
    userId: user.id,
    email: user.email,
    role: Role.Recruiter,
    accountId: account!.id,
    sessionId: crypto.randomUUID(),
    isEmailVerified: true,
  }
  const tokens: Record<string, AuthContext> = {
    good: auth,
    unverified: { ...auth, isEmailVerified: false },
    'left-account': { ...auth, accountId: crypto.randomUUID() },
  }
  return { app, auth, accountId: account!.id }
}

const call = (app: Awaited<ReturnType<typeof setup>>['app'], path: string, authorization?: string) =>
  app.request(path, authorization === undefined ? {} : { headers: { authorization } })

describe('optionalViewer', () => {
  it('reads a missing token as signed out, and a valid one as the caller with their memberships', async () => {
    const { app, auth, accountId } = await setup()
    app.get('/optional', optionalViewer(), (c) => c.json({ viewer: c.var.viewer }))

    const anonymous = await call(app, '/optional')
    expect(await anonymous.json()).toEqual({ viewer: null })
    expect(anonymous.headers.get('vary')).toBe('Authorization')
    expect(anonymous.headers.get('cache-control')).toBeNull()

    const signedIn = await call(app, '/optional', 'Bearer good')
    expect(await signedIn.json()).toEqual({
      viewer: {
        userId: auth.userId,
        role: Role.Recruiter,
        accountId,
        accountRole: 'Admin',
        memberships: { [accountId]: 'Admin' },
      },
    })
    expect(signedIn.headers.get('vary')).toBe('Authorization')
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 401 for a token that is sent but does not authenticate (by default)', async () => {
    const { app } = await setup()
    app.get('/optional', optionalViewer(), (c) => c.json({ viewer: c.var.viewer }))
    for (const authorization of ['Bearer stale', 'Basic abc', '']) {
      const res = await call(app, '/optional', authorization)
      expect(res.status, authorization).toBe(401)
      expect((await body<Failure>(res)).error.code).toBe('AUTHENTICATION_ERROR')
    }
  })

  it("reads a bad or failing token as signed out with invalidToken 'anonymous', without Vary when asked", async () => {
    const { app, auth } = await setup()
    app.get('/public', optionalViewer({ invalidToken: 'anonymous', varyOnToken: false }), (c) =>
      c.json({ userId: c.var.viewer?.userId ?? null }),
    )
    for (const authorization of ['Bearer stale', 'Basic abc']) {
      const res = await call(app, '/public', authorization)
      expect(await res.json(), authorization).toEqual({ userId: null })
      expect(res.headers.get('vary')).toBeNull()
    }
    const signedIn = await call(app, '/public', 'Bearer good')
    expect(await signedIn.json()).toEqual({ userId: auth.userId })
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    expect(signedIn.headers.get('vary')).toBeNull()

    const { app: failing } = await createMiddlewareApp({
      authenticate: async () => {
        throw new Error('database down')
      },
    })
    failing.get('/public', optionalViewer({ invalidToken: 'anonymous' }), (c) =>
      c.json({ viewer: c.var.viewer }),
    )
    expect(await (await call(failing, '/public', 'Bearer good')).json()).toEqual({ viewer: null })
  })
})

describe('requireViewer', () => {
  it('answers 401 without a valid token and sets the signed-in viewer otherwise', async () => {
    const { app, auth } = await setup()
    app.get('/mine', ...requireViewer(), (c) => c.json({ userId: c.var.viewer.userId }))
    expect((await call(app, '/mine')).status).toBe(401)
    expect((await call(app, '/mine', 'Bearer stale')).status).toBe(401)
    const res = await call(app, '/mine', 'Bearer good')
    expect(await res.json()).toEqual({ userId: auth.userId })
    expect(res.headers.get('vary')).toBe('Authorization')
  })

  it('with verified, answers 400 ACCOUNT_UNVERIFIED until the address is confirmed', async () => {
    const { app } = await setup()
    app.post('/change', ...requireViewer({ verified: true }), (c) => c.json({ ok: true }))
    const unverified = await app.request('/change', {
      method: 'POST',
      headers: { authorization: 'Bearer unverified' },
    })
    expect(unverified.status).toBe(400)
    expect((await body<Failure>(unverified)).error.code).toBe('ACCOUNT_UNVERIFIED')
    const verified = await app.request('/change', {
      method: 'POST',
      headers: { authorization: 'Bearer good' },
    })
    expect(verified.status).toBe(200)
  })

  it('acts in no account when the session points at an account the user has left', async () => {
    const { app } = await setup()
    app.get('/mine', ...requireViewer(), (c) => c.json(c.var.viewer))
    const viewer = await (await call(app, '/mine', 'Bearer left-account')).json()
    expect(viewer).toMatchObject({ accountId: null, accountRole: null })
  })
})
