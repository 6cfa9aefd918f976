import { afterEach, describe, expect, it } from 'vitest'
import { cachedListing, invalidateJobListings, loadListing } from './listing-cache'

afterEach(() => invalidateJobListings())

function deferred() {
  let resolve!: (value: { total: number; records: [] }) => void
  const promise = new Promise<{ total: number; records: [] }>((r) => (resolve = r))
  return { promise, resolve }
}

describe('loadListing', () => {
  it('runs one load for concurrent misses of the same query, then serves it from the cache', async () => {
    const gate = deferred()
    let loads = 0
    const load = () => {
      loads++
      return gate.promise
    }
    const callers = [loadListing('q', load), loadListing('q', load), loadListing('q', load)]
    gate.resolve({ total: 7, records: [] })
    expect((await Promise.all(callers)).map((r) => r.total)).toEqual([7, 7, 7])
    expect(loads).toBe(1)
    expect(cachedListing('q')?.total).toBe(7)
    await loadListing('q', load)
    expect(loads).toBe(1)
  })

  it('does not keep a result that was loaded across a job write', async () => {
    const gate = deferred()
    const first = loadListing('q', () => gate.promise)
    invalidateJobListings()
    gate.resolve({ total: 1, records: [] })
    await first
    expect(cachedListing('q')).toBeUndefined()
    // And the next caller loads afresh rather than joining the stale load.
    expect((await loadListing('q', async () => ({ total: 2, records: [] }))).total).toBe(2)
  })

  it('shares nothing after a failed load', async () => {
    await expect(loadListing('q', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect((await loadListing('q', async () => ({ total: 3, records: [] }))).total).toBe(3)
  })
})
