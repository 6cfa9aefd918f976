import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { postOutboxMessage } from '@/lib/outbox/broadcast'
import { clearOutbox, discardEntry, updateEntry } from '@/lib/outbox/queue'
import { cartWrite, resetOutboxDb, saveJobWrite } from '@/lib/outbox/test-support'
import type { OutboxEntry } from '@/lib/outbox/types'
import {
  entitySyncStateOf,
  failedEntriesOf,
  matchesEntity,
  onOutboxOutcome,
  outboxStore,
  pendingCountOf,
  queueWrite,
  reloadOutboxStore,
  startOutboxStore,
} from './outbox-store'

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e',
  seq: 1,
  entityKey: 'cart',
  userId: 'u1',
  method: 'PUT',
  path: '/api/Billing/cart',
  label: 'Cart update',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  ...over,
})

/** Waits until the store reflects the queue (it re-reads IndexedDB after each 'changed'). */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await reloadOutboxStore()
}

let stop: () => void = () => undefined
beforeEach(async () => {
  await resetOutboxDb()
  stop = startOutboxStore()
})
afterEach(() => stop())

describe('outbox store', () => {
  it('re-reads the queue on every change', async () => {
    const a = await queueWrite(cartWrite('u1', [1]))
    await settled()
    expect(outboxStore.getState().entries.map((e) => e.id)).toEqual([a.id])
    const b = await queueWrite(saveJobWrite('u1', 'j1', true))
    await updateEntry(a.id, (e) => ({ ...e, status: 'failed' }))
    await settled()
    expect(outboxStore.getState().entries.map((e) => [e.id, e.status])).toEqual([
      [a.id, 'failed'],
      [b.id, 'pending'],
    ])
    await clearOutbox()
    await settled()
    expect(outboxStore.getState()).toEqual({ entries: [], loaded: true })
  })

  it('dispatches outcomes to the handlers of matching entities', async () => {
    const cart = { sent: vi.fn(), failed: vi.fn(), conflict: vi.fn(), discarded: vi.fn() }
    const jobs = { sent: vi.fn() }
    const offCart = onOutboxOutcome('cart', cart)
    const offJobs = onOutboxOutcome('job-save', jobs)
    const cartEntry = entry({ entityKey: 'cart' })
    const jobEntry = entry({ entityKey: 'job-save:7' })
    postOutboxMessage({ type: 'sent', entry: cartEntry, data: { version: 2 } })
    postOutboxMessage({ type: 'sent', entry: jobEntry, data: null })
    postOutboxMessage({ type: 'failed', entry: cartEntry })
    postOutboxMessage({ type: 'conflict', entry: cartEntry })
    expect(cart.sent).toHaveBeenCalledWith(cartEntry, { version: 2 })
    expect(cart.sent).toHaveBeenCalledTimes(1)
    expect(jobs.sent).toHaveBeenCalledWith(jobEntry, null)
    expect(cart.failed).toHaveBeenCalledWith(cartEntry)
    expect(cart.conflict).toHaveBeenCalledWith(cartEntry)
    offCart()
    postOutboxMessage({ type: 'failed', entry: cartEntry })
    expect(cart.failed).toHaveBeenCalledTimes(1)
    offJobs()
  })

  it('tells the feature when the user discards its write', async () => {
    const discarded = vi.fn()
    const off = onOutboxOutcome('cart', { discarded })
    const queued = await queueWrite(cartWrite('u1', [1]))
    await updateEntry(queued.id, (e) => ({ ...e, status: 'failed' }))
    await discardEntry(queued.id)
    expect(discarded).toHaveBeenCalledWith(expect.objectContaining({ id: queued.id }))
    off()
  })
})

describe('views of the queue', () => {
  const entries = [
    entry({ id: '1', seq: 1, entityKey: 'cart', status: 'failed' }),
    entry({ id: '2', seq: 2, entityKey: 'job-save:1', status: 'sending' }),
    entry({ id: '3', seq: 3, entityKey: 'job-save:2', status: 'failed' }),
    entry({ id: '4', seq: 4, entityKey: 'job-save:3', userId: 'u2' }),
    entry({ id: '5', seq: 5, entityKey: 'cart', status: 'pending' }),
  ]

  it("counts the signed-in user's unsent writes", () => {
    expect(pendingCountOf(entries, 'u1')).toBe(2)
    expect(pendingCountOf(entries, 'u2')).toBe(1)
    expect(pendingCountOf(entries, null)).toBe(0)
  })

  it("gives an entity's state from its latest write", () => {
    expect(entitySyncStateOf(entries, 'u1', 'cart')).toBe('pending')
    expect(entitySyncStateOf(entries, 'u1', 'job-save:2')).toBe('failed')
    expect(entitySyncStateOf(entries, 'u1', 'job-save:1')).toBe('pending')
    expect(entitySyncStateOf(entries, 'u1', 'job-save:3')).toBe('synced')
    expect(entitySyncStateOf(entries, null, 'cart')).toBe('synced')
  })

  it('lists failed writes of the user', () => {
    expect(failedEntriesOf(entries, 'u1').map((e) => e.id)).toEqual(['1', '3'])
  })

  it('matches entity prefixes on whole segments', () => {
    expect(matchesEntity('cart', 'cart')).toBe(true)
    expect(matchesEntity('job-save', 'job-save:1')).toBe(true)
    expect(matchesEntity('job-save:', 'job-save:1')).toBe(true)
    expect(matchesEntity('job', 'job-save:1')).toBe(false)
    expect(matchesEntity('cart', 'carts')).toBe(false)
  })
})
