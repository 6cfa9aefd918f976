import { describe, expect, it } from 'vitest'
import { getTestDatabase } from '../../test/test-app'
import { PgAdvisoryLocker } from './pg-advisory-locker'

/**
 * The upload lock across processes: two lockers (as two server processes would have) on one PostgreSQL.
 * PGlite runs in one process and uses tus's in-memory lock instead, so this runs on PostgreSQL only.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('PgAdvisoryLocker', () => {
  const lockers = async () => {
    const handle = await getTestDatabase()
    if (handle.driver.kind !== 'postgres') throw new Error('needs PostgreSQL')
    const options = { ...handle.driver.pool.options }
    return [new PgAdvisoryLocker(options), new PgAdvisoryLocker(options)] as const
  }

  it('makes a second process wait until the first releases the upload', async () => {
    const [a, b] = await lockers()
    const first = a.newLock('upload-1')
    await first.lock(new AbortController().signal, () => {})
    let secondHeld = false
    const second = b.newLock('upload-1')
    const waiting = second
      .lock(new AbortController().signal, () => {})
      .then(() => {
        secondHeld = true
      })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(secondHeld).toBe(false)
    // Another upload is not held up.
    const other = b.newLock('upload-2')
    await other.lock(new AbortController().signal, () => {})
    await other.unlock()
    await first.unlock()
    await waiting
    expect(secondHeld).toBe(true)
    await second.unlock()
  })

  it('gives up when the waiting request is aborted', async () => {
    const [a, b] = await lockers()
    const first = a.newLock('upload-3')
    await first.lock(new AbortController().signal, () => {})
    const abort = new AbortController()
    const waiting = b.newLock('upload-3').lock(abort.signal, () => {})
    setTimeout(() => abort.abort(), 200)
    await expect(waiting).rejects.toMatchObject({ status_code: 423 })
    await first.unlock()
  })

  it('within one process asks the holder to let go', async () => {
    const [a] = await lockers()
    const first = a.newLock('upload-4')
    let asked = false
    // tus's release request (cancel the holder's request) may be called more than once while it winds down.
    await first.lock(new AbortController().signal, () => {
      if (asked) return
      asked = true
      void first.unlock()
    })
    const second = a.newLock('upload-4')
    await second.lock(new AbortController().signal, () => {})
    expect(asked).toBe(true)
    await second.unlock()
  })
})
