import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginSuccessSchema } from '@/api/auth'
import type { RateLimitRule } from '../../core/rate-limit-store'
import { body, createUser, signIn, type Failure } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'
import { authLimits } from './limits'

const MINUTE = 60_000

/** An address of this test alone: the tests of a file share its database, and so its rate-limit buckets. */
const freshAddress = () => `test-${crypto.randomUUID()}`

/** Two sessions of one user, a clock and a client address the test sets by hand. */
async function twoSessions(refresh?: { address: RateLimitRule; account: RateLimitRule }) {
  let now = new Date('2025-05-01T08:00:00Z')
  let address = freshAddress()
  const { app, db } = await createTestApp({
    deps: {
      now: () => now,
      clientAddress: () => address,
      ...(refresh ? { authLimits: authLimits({ refresh }) } : {}),
    },
  })
  const { email } = await createUser(db)
  const first = await signIn(app, email, undefined, true)
  const second = await signIn(app, email, undefined, true)
  const post = (refreshToken: string) => app.request('/api/Auth/refresh', jsonRequest({ refreshToken }))
  /** Refreshes and expects success: the next refresh token. */
  const rotate = async (refreshToken: string) => {
    const res = await post(refreshToken)
    expect(res.status).toBe(200)
    return v.parse(LoginSuccessSchema, (await body<{ data: unknown }>(res)).data).refreshToken!
  }
  return {
    post,
    rotate,
    first: first.refreshToken!,
    second: second.refreshToken!,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    moveToAnotherAddress: () => (address = freshAddress()),
  }
}

async function expectLimited(res: Response) {
  expect(res.status).toBe(429)
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await body<Failure>(res)).error.code).toBe('RATE_LIMIT_EXCEEDED')
}

describe('POST /api/Auth/refresh rate limits', () => {
  it('never stop a working day of eight tabs refreshing together every 15 minutes (default limits)', async () => {
    const s = await twoSessions()
    let token = s.first
    for (let cycle = 0; cycle < 16; cycle++) {
      // Eight tabs without Web Locks present the same token at once (decision 008); all get the successor.
      const responses = await Promise.all(Array.from({ length: 8 }, () => s.post(token)))
      expect(responses.map((res) => res.status)).toEqual(Array(8).fill(200))
      token = v.parse(LoginSuccessSchema, (await body<{ data: unknown }>(responses[0]!)).data).refreshToken!
      s.advance(15 * MINUTE)
    }
  })

  it('counts a token family across its rotations, and a limited refresh spends nothing', async () => {
    const s = await twoSessions({
      address: { limit: 100, windowMs: MINUTE },
      account: { limit: 3, windowMs: 10 * MINUTE },
    })
    let token = s.first
    for (let i = 0; i < 3; i++) token = await s.rotate(token)
    await expectLimited(await s.post(token))
    // Another session of the same user, from the same address, is its own family.
    await s.rotate(s.second)
    // Once the window has passed, the token that was refused still works: the refusal did not spend it.
    s.advance(10 * MINUTE)
    await s.rotate(token)
  })

  it('counts every refresh from one address, whichever family it is', async () => {
    const s = await twoSessions({
      address: { limit: 2, windowMs: MINUTE },
      account: { limit: 100, windowMs: MINUTE },
    })
    const next = await s.rotate(s.first)
    await s.rotate(s.second)
    await expectLimited(await s.post(next))
    s.moveToAnotherAddress()
    await s.rotate(next)
  })

  it('puts every unknown token in one family, so guessing is capped without touching real sessions', async () => {
    const s = await twoSessions({
      address: { limit: 100, windowMs: MINUTE },
      account: { limit: 2, windowMs: MINUTE },
    })
    for (let i = 0; i < 2; i++) expect((await s.post(`guess-${i}-${'x'.repeat(40)}`)).status).toBe(401)
    await expectLimited(await s.post(`guess-2-${'x'.repeat(40)}`))
    await s.rotate(s.first)
  })
})
