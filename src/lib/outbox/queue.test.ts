import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearOutbox,
  discardEntry,
  enqueue,
  getEntry,
  getMeta,
  listEntries,
  pendingCount,
  retryEntry,
  setMeta,
  updateEntry,
} from './queue'
import { cartWrite, recordMessages, resetOutboxDb, saveJobWrite } from './test-support'

beforeEach(resetOutboxDb)

describe('enqueue', () => {
  it('stores the write as a pending entry with a UUID key and the next seq', async () => {
    const a = await enqueue(saveJobWrite('u1', 'j1', true), { now: 1000 })
    const b = await enqueue(saveJobWrite('u1', 'j2', true), { now: 2000 })
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(a.id).not.toBe(b.id)
    expect(b.seq).toBe(a.seq + 1)
    expect(a).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 1000, createdAt: 1000 })
    expect((await listEntries()).map((e) => e.id)).toEqual([a.id, b.id])
  })

  it('coalesces add → remove → add of the cart into one entry with the final state', async () => {
    await enqueue(cartWrite('u1', [{ id: 'premium-seats', quantity: 1 }]))
    await enqueue(cartWrite('u1', []))
    const last = await enqueue(cartWrite('u1', [{ id: 'premium-seats', quantity: 2 }]))
    const entries = await listEntries()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toEqual(last)
    expect(entries[0]?.body).toEqual({ items: [{ id: 'premium-seats', quantity: 2 }], baseVersion: 0 })
  })

  it('coalesces save → unsave of a job into the unsave, and leaves other jobs alone', async () => {
    const other = await enqueue(saveJobWrite('u1', 'j2', true))
    await enqueue(saveJobWrite('u1', 'j1', true))
    const unsave = await enqueue(saveJobWrite('u1', 'j1', false))
    const entries = await listEntries()
    expect(entries.map((e) => e.id)).toEqual([other.id, unsave.id])
    expect(entries[1]?.method).toBe('DELETE')
  })

  it('does not replace an entry that is being sent: the new write follows it', async () => {
    const first = await enqueue(cartWrite('u1', [1]))
    await updateEntry(first.id, (e) => ({ ...e, status: 'sending' }))
    const second = await enqueue(cartWrite('u1', [2]))
    const third = await enqueue(cartWrite('u1', [3]))
    const entries = await listEntries()
    expect(entries.map((e) => e.id)).toEqual([first.id, third.id])
    expect(entries.some((e) => e.id === second.id)).toBe(false)
  })

  it("replaces a failed write of the entity, but never another user's", async () => {
    const failed = await enqueue(cartWrite('u1', [1]))
    await updateEntry(failed.id, (e) => ({ ...e, status: 'failed' }))
    const otherUser = await enqueue(cartWrite('u2', [9]))
    const fresh = await enqueue(cartWrite('u1', [2]))
    expect((await listEntries()).map((e) => e.id)).toEqual([otherUser.id, fresh.id])
  })

  it("keeps the write's input (what it means to the page), also through a retry", async () => {
    const input = { jobId: 'j1', saved: true, title: 'Chef' }
    const entry = await enqueue({ ...saveJobWrite('u1', 'j1', true), input })
    expect((await getEntry(entry.id))?.input).toEqual(input)
    expect((await enqueue(saveJobWrite('u1', 'j2', true))).input).toBeUndefined()
    await updateEntry(entry.id, (e) => ({ ...e, status: 'failed' }))
    const retried = await retryEntry(entry.id)
    expect((await getEntry(retried?.id ?? ''))?.input).toEqual(input)
  })

  it("announces 'changed' with enqueued", async () => {
    const { messages, stop } = recordMessages()
    await enqueue(saveJobWrite('u1', 'j1', true))
    stop()
    expect(messages).toEqual([{ type: 'changed', enqueued: true }])
  })

  it('refuses a write without a user', async () => {
    await expect(enqueue(saveJobWrite('', 'j1', true))).rejects.toThrow(TypeError)
    expect(await listEntries()).toEqual([])
  })
})

describe('retry, discard, clear, counts', () => {
  it('retryEntry puts a failed entry back to pending, due now, under a new Idempotency-Key', async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true), { now: 1 })
    await updateEntry(entry.id, (e) => ({
      ...e,
      status: 'failed',
      attempts: 3,
      lastError: { status: 400, message: 'Bad' },
    }))
    const retried = await retryEntry(entry.id, { now: 5000 })
    // A new key: the server would replay the stored refusal for the old one.
    expect(retried?.id).not.toBe(entry.id)
    expect(await getEntry(entry.id)).toBeUndefined()
    const after = await getEntry(retried?.id ?? '')
    expect(after).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 5000, seq: entry.seq })
    expect(after?.lastError).toBeUndefined()
    // Only failed entries are retried.
    expect(await retryEntry(after?.id ?? '')).toBeUndefined()
  })

  it("discardEntry deletes the entry and broadcasts 'discarded' with it", async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true))
    const { messages, stop } = recordMessages()
    expect(await discardEntry(entry.id)).toBe(true)
    stop()
    expect(await listEntries()).toEqual([])
    expect(messages).toContainEqual({ type: 'discarded', entry })
    expect(messages).toContainEqual({ type: 'changed' })
  })

  it('does not discard an entry on the wire', async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true))
    await updateEntry(entry.id, (e) => ({ ...e, status: 'sending' }))
    expect(await discardEntry(entry.id)).toBe(false)
    expect(await listEntries()).toHaveLength(1)
  })

  it('clearOutbox removes every entry and all meta', async () => {
    await enqueue(saveJobWrite('u1', 'j1', true))
    await enqueue(cartWrite('u2', []))
    await setMeta('auth', { token: 't', userId: 'u1' })
    await clearOutbox()
    expect(await listEntries()).toEqual([])
    expect(await getMeta('auth')).toBeUndefined()
  })

  it('pendingCount counts unsent writes, per user, failed ones on request', async () => {
    await enqueue(saveJobWrite('u1', 'j1', true))
    const failed = await enqueue(saveJobWrite('u1', 'j2', true))
    await updateEntry(failed.id, (e) => ({ ...e, status: 'failed' }))
    await enqueue(saveJobWrite('u2', 'j1', true))
    expect(await pendingCount()).toBe(2)
    expect(await pendingCount({ userId: 'u1' })).toBe(1)
    expect(await pendingCount({ userId: 'u1', includeFailed: true })).toBe(2)
  })

  it('updateEntry never resurrects an entry cleared meanwhile', async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true))
    await clearOutbox()
    expect(await updateEntry(entry.id, (e) => ({ ...e, status: 'pending' }))).toBeUndefined()
    expect(await listEntries()).toEqual([])
  })
})
