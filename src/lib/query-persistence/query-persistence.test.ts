import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { createStore, get, set, type UseStore } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PERSISTED_CACHE_MAX_AGE_MS } from '@/api/offline'
import { ApiError } from '@/lib/api-client/api-error'
import { createAppQueryClient } from '@/lib/query-client'
import {
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_KEY,
  QUERY_CACHE_STORE,
  createQueryPersistence,
  dehydrateForPersistence,
} from './query-persistence'

let dbCount = 0
let store: UseStore
let owner: string | null
const NOW = Date.now()

beforeEach(() => {
  store = createStore(`query-cache-test-${++dbCount}`, QUERY_CACHE_STORE)
  owner = 'u1'
})
afterEach(() => {
  vi.useRealTimers()
})

const persistence = (overrides: Partial<Parameters<typeof createQueryPersistence>[0]> = {}) =>
  createQueryPersistence({ store, owner: () => owner, throttleMs: 5, ...overrides })

type Stored = {
  buster: string
  timestamp: number
  owner: string | null
  clientState: { queries: { queryKey: unknown[] }[] }
}
const stored = () => get<Stored>(QUERY_CACHE_KEY, store)
const storedKeys = async () => ((await stored())?.clientState.queries ?? []).map((q) => q.queryKey)

/** A client with the app's defaults and one query of every kind. */
function filledClient() {
  const client = createAppQueryClient({ production: false })
  client.setQueryData(['jobs', { page: 1 }], { items: ['j1'] })
  client.setQueryData(['job', 'j1'], { id: 'j1', postedAt: new Date('2026-01-02T03:04:05Z') })
  client.setQueryData(['users', 'me'], { id: 'u1' })
  client.setQueryData(['cart'], { items: [] })
  client.setQueryData(['auth', 'sessions'], [{ id: 's1' }])
  client.setQueryData(['users', 'public', 'u2'], { id: 'u2' })
  return client
}

describe('what is persisted', () => {
  it('keeps the allow-listed roots and meta.persist queries, nothing else', () => {
    const client = filledClient()
    client
      .getQueryCache()
      .build(client, { queryKey: ['notes'], meta: { persist: true } })
      .setData('kept')
    client
      .getQueryCache()
      .build(client, { queryKey: ['job', 'secret'], meta: { persist: false } })
      .setData('x')
    const keys = dehydrateForPersistence(client).queries.map((q) => q.queryKey)
    expect(keys).toEqual(
      expect.arrayContaining([['jobs', { page: 1 }], ['job', 'j1'], ['users', 'me'], ['cart'], ['notes']]),
    )
    expect(keys).toHaveLength(5)
  })

  it('never keeps a query without data, and stores a failed refetch as its last good data', async () => {
    const client = createAppQueryClient({ production: false })
    await client
      .fetchQuery({
        queryKey: ['job', 'missing'],
        queryFn: () => Promise.reject(new Error('404')),
        retry: false,
      })
      .catch(() => undefined)
    client.setQueryData(['jobs'], ['j1'])
    await client
      .fetchQuery({
        queryKey: ['jobs'],
        queryFn: () => Promise.reject(new ApiError({ code: 'NETWORK_ERROR', message: 'x', statusCode: 0 })),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined)
    expect(client.getQueryState(['jobs'])?.status).toBe('error')
    const [jobs, ...others] = dehydrateForPersistence(client).queries
    expect(others).toEqual([])
    expect(jobs?.queryKey).toEqual(['jobs'])
    expect(jobs?.state).toMatchObject({
      status: 'success',
      data: ['j1'],
      error: null,
      fetchFailureReason: null,
    })
  })

  it('drops queries older than the persisted cache may be', () => {
    const client = createAppQueryClient({ production: false })
    client.setQueryData(['jobs'], ['old'], { updatedAt: NOW - PERSISTED_CACHE_MAX_AGE_MS - 1 })
    client.setQueryData(['job', 'j1'], 'fresh', { updatedAt: NOW })
    expect(dehydrateForPersistence(client, NOW).queries.map((q) => q.queryKey)).toEqual([['job', 'j1']])
  })
})

describe('save and restore', () => {
  it('saves after changes (throttled, one write) and restores into a new client with the long gcTime', async () => {
    const writes = vi.fn()
    const counting: UseStore = (mode, callback) => {
      if (mode === 'readwrite') writes()
      return store(mode, callback)
    }
    const source = createAppQueryClient({ production: false })
    const saving = persistence({ store: counting })
    const stop = saving.subscribe(source)
    source.setQueryData(['jobs'], ['j1'])
    source.setQueryData(['job', 'j1'], { id: 'j1', postedAt: new Date('2026-01-02T03:04:05Z') })
    source.setQueryData(['auth', 'sessions'], ['private'])
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(2))
    expect(writes).toHaveBeenCalledTimes(1)
    expect(await stored()).toMatchObject({ buster: QUERY_CACHE_BUSTER, owner: 'u1' })
    stop()

    const target = createAppQueryClient({ production: false })
    await persistence().restore(target)
    expect(target.getQueryData(['jobs'])).toEqual(['j1'])
    // Structured clones, not JSON: a Date stays a Date.
    expect((target.getQueryData(['job', 'j1']) as { postedAt: Date }).postedAt).toBeInstanceOf(Date)
    expect(target.getQueryData(['auth', 'sessions'])).toBeUndefined()
    expect(target.getQueryCache().find({ queryKey: ['jobs'] })?.gcTime).toBe(PERSISTED_CACHE_MAX_AGE_MS)
  })

  it('restores data saved a moment ago as stale, so a page showing it asks the server again', async () => {
    const source = createAppQueryClient({ production: false })
    source.setQueryData(['jobs'], ['j1'])
    await persistence().save(source)
    const target = createAppQueryClient({ production: false })
    await persistence().restore(target)
    const restored = target.getQueryCache().find({ queryKey: ['jobs'] })
    expect(target.getQueryData(['jobs'])).toEqual(['j1'])
    // Within the app's stale time by the clock, yet stale: the copy may predate a change made just before a reload.
    expect(Date.now() - restored!.state.dataUpdatedAt).toBeLessThan(60_000)
    expect(restored!.isStale()).toBe(true)
  })

  it('ignores changes of queries that are not persisted', async () => {
    const client = new QueryClient()
    persistence().subscribe(client)
    client.setQueryData(['auth', 'sessions'], ['private'])
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(await stored()).toBeUndefined()
  })

  it('drops the cache when the buster (data schema version) changed', async () => {
    await persistence().save(filledClient())
    const saved = await stored()
    if (!saved) throw new Error('nothing saved')
    await set(QUERY_CACHE_KEY, { ...saved, buster: 'previous-schema' }, store)
    const client = new QueryClient()
    await persistence().restore(client)
    expect(client.getQueryCache().getAll()).toEqual([])
    expect(await stored()).toBeUndefined()
  })

  it('drops a cache older than maxAge, and one saved for another user', async () => {
    await persistence({ now: () => NOW - PERSISTED_CACHE_MAX_AGE_MS - 1000 }).save(filledClient())
    const expired = new QueryClient()
    await persistence().restore(expired)
    expect(expired.getQueryCache().getAll()).toEqual([])
    expect(await stored()).toBeUndefined()

    await persistence().save(filledClient())
    owner = null
    const visitor = new QueryClient()
    await persistence().restore(visitor)
    expect(visitor.getQueryData(['users', 'me'])).toBeUndefined()
    expect(await stored()).toBeUndefined()
  })

  it('clear() deletes the saved cache and cancels a pending save', async () => {
    const client = filledClient()
    const persisted = persistence({ throttleMs: 20 })
    await persisted.save(client)
    persisted.subscribe(client)
    client.setQueryData(['jobs', { page: 2 }], ['j2'])
    await persisted.clear()
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(await stored()).toBeUndefined()
  })
})

describe('start', () => {
  it('restores, then saves later changes', async () => {
    await persistence().save(filledClient())
    const client = createAppQueryClient({ production: false })
    await persistence().start(client)
    expect(client.getQueryData(['cart'])).toEqual({ items: [] })
    client.setQueryData(['cart'], { items: ['seat'] })
    await vi.waitFor(async () => {
      const cart = (await stored())?.clientState.queries.find((q) => q.queryKey[0] === 'cart')
      expect(cart).toMatchObject({ state: { data: { items: ['seat'] } } })
    })
  })

  it('never waits longer than the timeout for a database that does not answer, and never saves over it', async () => {
    const stuck: UseStore = () => new Promise(() => undefined)
    const started = Date.now()
    const client = new QueryClient()
    await persistence({ store: stuck }).start(client, 50)
    expect(Date.now() - started).toBeLessThan(1000)
    client.setQueryData(['jobs'], ['j1'])
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(await stored()).toBeUndefined()
  })

  it('works without IndexedDB at all', async () => {
    const none = persistence({ store: undefined })
    const client = new QueryClient()
    await expect(none.start(client, 50)).resolves.toBeUndefined()
    await expect(none.clear()).resolves.toBeUndefined()
  })

  it('survives a database that fails', async () => {
    const broken: UseStore = () => Promise.reject(new Error('QuotaExceededError'))
    const client = new QueryClient()
    await expect(persistence({ store: broken }).start(client, 50)).resolves.toBeUndefined()
  })
})
