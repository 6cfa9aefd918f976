import { describe, expect, it } from 'vitest'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { queuedToggles, resolveToggle, toggleIdOf, toggleWrite } from './outbox-toggle'

let seq = 0
/** A write as the queue holds it, queued after the previous one. */
const queued = (write: OutboxWrite, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  ...write,
  id: `e${++seq}`,
  seq,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1_000 + seq,
  ...over,
})
const save = (id: string, on: boolean, over: Partial<OutboxEntry> = {}) =>
  queued(
    toggleWrite('job-save', { userId: 'u1', id, on, path: `/api/Job/${id}/save`, label: 'Save job' }),
    over,
  )

describe('toggle writes', () => {
  it('set the whole state: POST on, DELETE off, one entity per item', () => {
    const on = toggleWrite('job-save', { userId: 'u1', id: 'j 1', on: true, path: '/p', label: 'Save' })
    expect(on).toEqual({ entityKey: 'job-save:j 1', userId: 'u1', method: 'POST', path: '/p', label: 'Save' })
    expect(
      toggleWrite('job-save', { userId: 'u1', id: 'j1', on: false, path: '/p', label: 'x' }).method,
    ).toBe('DELETE')
    expect(toggleIdOf('job-save', on)).toBe('j 1')
    expect(toggleIdOf('job-save', { entityKey: 'company-follow:j1' })).toBeNull()
    expect(toggleIdOf('job-save', { entityKey: 'job-save:' })).toBeNull()
  })
})

describe('queuedToggles', () => {
  it('take the latest write per item of this user and kind, and ignore refused writes (rollback)', () => {
    const entries = [
      save('j1', true, { status: 'sending' }),
      save('j1', false),
      save('j2', true),
      save('j3', true, { status: 'failed' }),
      save('j4', true, { userId: 'u2' }),
      save('c1', true, { entityKey: 'company-follow:c1' }),
      save('x', true, { entityKey: 'cart' }),
    ]
    const states = queuedToggles('job-save', entries, 'u1')
    expect([...states].map(([id, s]) => [id, s.on, s.at])).toEqual([
      ['j1', false, entries[1]!.createdAt],
      ['j2', true, entries[2]!.createdAt],
    ])
    expect(queuedToggles('job-save', entries, null).size).toBe(0)
  })
})

describe('resolveToggle', () => {
  it('a waiting write wins over everything', () => {
    expect(
      resolveToggle({ queued: false, intent: { on: true, at: 5 }, server: true, serverUpdatedAt: 1 }),
    ).toBe(false)
  })

  it('an intent counts only while newer than the server list', () => {
    const intent = { on: true, at: 100 }
    expect(resolveToggle({ queued: undefined, intent, server: false, serverUpdatedAt: 50 })).toBe(true)
    expect(resolveToggle({ queued: undefined, intent, server: false, serverUpdatedAt: 150 })).toBe(false)
  })

  it('falls back to the server, or unknown', () => {
    expect(resolveToggle({ queued: undefined, intent: undefined, server: true, serverUpdatedAt: 1 })).toBe(
      true,
    )
    expect(
      resolveToggle({ queued: undefined, intent: undefined, server: undefined, serverUpdatedAt: 0 }),
    ).toBeUndefined()
  })
})
