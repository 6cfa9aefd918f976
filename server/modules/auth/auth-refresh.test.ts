import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginSuccessSchema, type LoginSuccess } from '@/api/auth'
import { REFRESH_GRACE_MS } from './refresh-rotation'
import { bearer, body, createUser, signIn } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

const me = (app: App, token: string) => app.request('/api/Users/me', bearer(token))
const refresh = (app: App, refreshToken: string) =>
  app.request('/api/Auth/refresh', jsonRequest({ refreshToken }))
const pairOf = async (res: Response): Promise<LoginSuccess> =>
  v.parse(LoginSuccessSchema, (await body<{ data: unknown }>(res)).data)

/** A signed-in user and a clock the test moves by hand. */
async function signedIn() {
  let now = new Date('2025-05-01T08:00:00Z')
  const { app, db } = await createTestApp({ deps: { now: () => now } })
  const { email } = await createUser(db)
  const first = await signIn(app, email, undefined, true)
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms)
  }
  return { app, first, advance }
}

/** Refreshes and expects success: the rotated pair. */
async function rotate(app: App, refreshToken: string): Promise<LoginSuccess> {
  const res = await refresh(app, refreshToken)
  expect(res.status).toBe(200)
  return pairOf(res)
}

describe('concurrent refreshes of one refresh token (two tabs)', () => {
  it('all succeed with the same refresh token, and the user stays signed in', async () => {
    const { app, first } = await signedIn()
    const responses = await Promise.all(Array.from({ length: 8 }, () => refresh(app, first.refreshToken!)))
    expect(responses.map((res) => res.status)).toEqual(Array(8).fill(200))
    const pairs = await Promise.all(responses.map(pairOf))
    // One rotation, told to every caller: whichever tab stores last, the stored token is the live one.
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1)
    expect(pairs[0]!.refreshToken).not.toBe(first.refreshToken)
    for (const pair of pairs) expect((await me(app, pair.token)).status).toBe(200)
    const next = await rotate(app, pairs[0]!.refreshToken!)
    expect((await me(app, next.token)).status).toBe(200)
  })
})

describe('a spent refresh token presented again', () => {
  it('within the grace window, while its successor is unused, answers that same successor', async () => {
    const { app, first, advance } = await signedIn()
    const second = await rotate(app, first.refreshToken!)
    advance(REFRESH_GRACE_MS - 1_000)
    const late = await rotate(app, first.refreshToken!)
    expect(late.refreshToken).toBe(second.refreshToken)
    expect((await me(app, late.token)).status).toBe(200)
    expect((await me(app, second.token)).status).toBe(200)
    await rotate(app, second.refreshToken!)
  })

  it('after the grace window is reuse: the whole family is revoked', async () => {
    const { app, first, advance } = await signedIn()
    const second = await rotate(app, first.refreshToken!)
    advance(REFRESH_GRACE_MS + 1_000)
    expect((await refresh(app, first.refreshToken!)).status).toBe(401)
    expect((await me(app, second.token)).status).toBe(401)
    expect((await refresh(app, second.refreshToken!)).status).toBe(401)
  })

  it('a grace answer does not extend the window: the same token later is still reuse', async () => {
    const { app, first, advance } = await signedIn()
    const second = await rotate(app, first.refreshToken!)
    advance(REFRESH_GRACE_MS * 0.75)
    await rotate(app, first.refreshToken!)
    advance(REFRESH_GRACE_MS * 0.5)
    expect((await refresh(app, first.refreshToken!)).status).toBe(401)
    expect((await me(app, second.token)).status).toBe(401)
  })

  it('within the window but after its successor was itself rotated (A→B→C, then A) is reuse', async () => {
    const { app, first, advance } = await signedIn()
    const second = await rotate(app, first.refreshToken!)
    advance(1_000)
    const third = await rotate(app, second.refreshToken!)
    advance(1_000)
    expect((await refresh(app, first.refreshToken!)).status).toBe(401)
    expect((await me(app, third.token)).status).toBe(401)
    expect((await refresh(app, third.refreshToken!)).status).toBe(401)
  })

  it('a stolen token replayed within the window gets the victim’s token, so the next rotation exposes it', async () => {
    const { app, first, advance } = await signedIn()
    const victim = await rotate(app, first.refreshToken!)
    const thief = await rotate(app, first.refreshToken!)
    expect(thief.refreshToken).toBe(victim.refreshToken)
    advance(10 * 60_000)
    const rotatedByThief = await rotate(app, thief.refreshToken!)
    advance(REFRESH_GRACE_MS + 60_000)
    // The victim's tab refreshes later with the token it holds: reuse, everyone is signed out.
    expect((await refresh(app, victim.refreshToken!)).status).toBe(401)
    expect((await me(app, rotatedByThief.token)).status).toBe(401)
  })
})
