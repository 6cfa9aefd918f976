import { describe, expect, it } from 'vitest'
import { PERSISTED_CACHE_MAX_AGE_MS } from '@/api/offline'
import { createAppQueryClient } from '@/lib/query-client'
import { isPersistedQueryKey, PERSISTED_QUERY_OPTIONS, shouldPersistQuery } from './persisted-queries'

const NOW = 1_800_000_000_000
const query = (
  queryKey: unknown[],
  meta?: Record<string, unknown>,
  dataUpdatedAt = NOW,
  state: { data?: unknown } = { data: 'x' },
) => ({ queryKey, meta, state: { ...state, dataUpdatedAt } as never })

describe('persisted queries', () => {
  it.each([
    [['jobs'], true],
    [['jobs', { page: 2, search: 'react' }], true],
    [['job', 'j1'], true],
    [['companies', 'trending'], true],
    [['company', 'c1', 'stats'], true],
    [['saved-jobs'], true],
    [['followed-companies'], true],
    [['cart'], true],
    [['me'], true],
    [['users', 'me'], true],
    [['users', 'public', 'u2'], false],
    [['auth', 'sessions'], false],
    [['auth', 'totp-setup'], false],
    [['account', 'available'], false],
    [['confirm-email', 'u1', 'code'], false],
    [['jobsearch'], false],
    [[], false],
  ])('%j is persisted: %s', (key, expected) => {
    expect(isPersistedQueryKey(key)).toBe(expected)
    expect(shouldPersistQuery(query(key), NOW)).toBe(expected)
  })

  it('honours meta.persist both ways', () => {
    expect(shouldPersistQuery(query(['drafts'], { persist: true }), NOW)).toBe(true)
    expect(shouldPersistQuery(query(['job', 'j1'], { persist: false }), NOW)).toBe(false)
  })

  it('needs data no older than the persisted cache', () => {
    expect(shouldPersistQuery(query(['jobs'], undefined, NOW, {}), NOW)).toBe(false)
    expect(shouldPersistQuery(query(['jobs'], undefined, NOW - PERSISTED_CACHE_MAX_AGE_MS), NOW)).toBe(true)
    expect(shouldPersistQuery(query(['jobs'], undefined, NOW - PERSISTED_CACHE_MAX_AGE_MS - 1), NOW)).toBe(
      false,
    )
  })

  it('gives the persisted roots a 14-day gcTime and offlineFirst, and leaves other queries alone', () => {
    const client = createAppQueryClient({ production: true })
    for (const key of [['jobs', 1], ['users', 'me'], ['cart']]) {
      expect(client.defaultQueryOptions({ queryKey: key })).toMatchObject({
        gcTime: PERSISTED_CACHE_MAX_AGE_MS,
        networkMode: 'offlineFirst',
        staleTime: 300_000,
      })
    }
    const other = client.defaultQueryOptions({ queryKey: ['auth', 'sessions'] })
    expect(other.gcTime).toBe(600_000)
    expect(other.networkMode).toBeUndefined()
    expect(PERSISTED_QUERY_OPTIONS).toMatchObject({
      gcTime: PERSISTED_CACHE_MAX_AGE_MS,
      meta: { persist: true },
    })
  })
})
