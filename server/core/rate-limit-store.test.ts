import { describe, expect, it } from 'vitest'
import { getTestDatabase } from '../test/test-app'
import { consumeRateLimit, pruneRateLimitBuckets } from './rate-limit-store'

const rule = { limit: 3, windowMs: 60_000 }
const at = (iso: string) => new Date(iso)

describe('consumeRateLimit', () => {
  it('counts hits in a fixed window and starts again in the next one', async () => {
    const { db } = await getTestDatabase()
    const results = []
    for (let i = 0; i < 4; i++)
      results.push(await consumeRateLimit(db, 'window-test', rule, at('2025-01-01T00:00:10Z')))
    expect(results.map((r) => [r.allowed, r.used, r.remaining])).toEqual([
      [true, 1, 2],
      [true, 2, 1],
      [true, 3, 0],
      [false, 4, 0],
    ])
    expect(results[3]?.resetAt.toISOString()).toBe('2025-01-01T00:01:00.000Z')
    const next = await consumeRateLimit(db, 'window-test', rule, at('2025-01-01T00:01:00Z'))
    expect(next).toMatchObject({ allowed: true, used: 1 })
  })

  it('never loses a hit under concurrency', async () => {
    const { db } = await getTestDatabase()
    const hits = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(db, 'race-test', rule, at('2025-01-01T00:00:00Z'))),
    )
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3)
    expect(hits.map((hit) => hit.used).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    )
  })

  it('does not reset a newer window when a lagging clock hits an older one', async () => {
    const { db } = await getTestDatabase()
    await consumeRateLimit(db, 'skew-test', rule, at('2025-01-01T00:05:00Z'))
    const lagging = await consumeRateLimit(db, 'skew-test', rule, at('2025-01-01T00:04:59Z'))
    expect(lagging.used).toBe(2)
  })

  it('keeps keys apart and prunes old buckets', async () => {
    const { db } = await getTestDatabase()
    await consumeRateLimit(db, 'prune-old', rule, at('2020-01-01T00:00:00Z'))
    const other = await consumeRateLimit(db, 'prune-new', rule, at('2030-01-01T00:00:00Z'))
    expect(other.used).toBe(1)
    expect(await pruneRateLimitBuckets(db, at('2021-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(1)
    expect((await consumeRateLimit(db, 'prune-old', rule, at('2020-01-01T00:00:00Z'))).used).toBe(1)
  })
})
