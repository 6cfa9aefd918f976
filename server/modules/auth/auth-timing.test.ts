import { describe, expect, it } from 'vitest'
import { authLimits } from './limits'
import { createUser, uniqueEmail } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

// Kept in its own file: ~100 real argon2 verifications (m=19 MiB, t=2, p=1) take a few seconds.
const TRIES = 50
const MAX_MEDIAN_GAP_MS = 50
const unlimited = {
  address: { limit: 1_000_000, windowMs: 60_000 },
  account: { limit: 1_000_000, windowMs: 60_000 },
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function timed(run: () => Response | Promise<Response>) {
  const started = performance.now()
  const res = await run()
  const text = await res.text()
  return {
    ms: performance.now() - started,
    status: res.status,
    body: JSON.parse(text) as { timestamp?: string },
  }
}

const comparable = (b: { timestamp?: string }) => ({ ...b, timestamp: undefined })

describe('no account enumeration by timing (known and unknown emails answer alike)', () => {
  it(`login: unknown email and wrong password have medians within ${MAX_MEDIAN_GAP_MS} ms`, async () => {
    const { app, db } = await createTestApp({ deps: { authLimits: authLimits({ login: unlimited }) } })
    const { email } = await createUser(db)
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < TRIES; i++) {
      // Interleaved, so machine load hits both series alike.
      const a = await timed(() =>
        app.request('/api/Auth/login', jsonRequest({ email, password: `Wrong!${i}x` })),
      )
      const b = await timed(() =>
        app.request(
          '/api/Auth/login',
          jsonRequest({ email: uniqueEmail('nobody'), password: `Wrong!${i}x` }),
        ),
      )
      expect([a.status, b.status]).toEqual([401, 401])
      expect(comparable(a.body)).toEqual(comparable(b.body))
      known.push(a.ms)
      unknown.push(b.ms)
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(MAX_MEDIAN_GAP_MS)
  })

  it(`password reset: unknown and existing email have medians within ${MAX_MEDIAN_GAP_MS} ms`, async () => {
    const { app, db, mailer } = await createTestApp({
      deps: { authLimits: authLimits({ 'reset-password': unlimited }) },
    })
    const { email } = await createUser(db)
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < TRIES; i++) {
      const a = await timed(() => app.request('/api/account/reset-password', jsonRequest({ email })))
      const b = await timed(() =>
        app.request('/api/account/reset-password', jsonRequest({ email: uniqueEmail('nobody') })),
      )
      expect([a.status, b.status]).toEqual([200, 200])
      expect(comparable(a.body)).toEqual(comparable(b.body))
      known.push(a.ms)
      unknown.push(b.ms)
    }
    await mailer.idle()
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(MAX_MEDIAN_GAP_MS)
  })
})
