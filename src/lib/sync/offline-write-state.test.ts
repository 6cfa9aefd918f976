import { describe, expect, it } from 'vitest'
import { entryOf } from '@/lib/outbox/test-support'
import type { OutboxEntry } from '@/lib/outbox/types'
import { defineOfflineWrite, entityIdOf, outboxWriteOf } from './offline-write'
import {
  latestQueuedEntry,
  pendingWrite,
  pendingWrites,
  queuedWrites,
  shownState,
} from './offline-write-state'

/** A toggle kind for these tests: starring a note. */
const starWrite = defineOfflineWrite<{ noteId: string; starred: boolean }, boolean>({
  kind: 'note-star',
  entity: ({ noteId }) => noteId,
  request: ({ noteId, starred }) => ({
    method: starred ? 'POST' : 'DELETE',
    path: `/api/Notes/${noteId}/star`,
  }),
  label: ({ starred }) => (starred ? 'Star note' : 'Unstar note'),
  optimistic: ({ starred }) => starred,
  serverData: ['starred-notes'],
  texts: { done: () => 'Done', failed: () => 'Failed' },
})

let seq = 0
/** A write as the queue holds it, queued after the previous one. */
const queued = (noteId: string, starred: boolean, over: Partial<OutboxEntry> = {}): OutboxEntry => {
  seq++
  return entryOf(outboxWriteOf(starWrite, 'u1', { noteId, starred }), {
    id: `e${seq}`,
    seq,
    createdAt: 1_000 + seq,
    ...over,
  })
}

describe('declared writes', () => {
  it('become outbox writes that set the whole state of one entity and keep their input', () => {
    const on = outboxWriteOf(starWrite, 'u1', { noteId: 'n 1', starred: true })
    expect(on).toEqual({
      entityKey: 'note-star:n 1',
      userId: 'u1',
      method: 'POST',
      path: '/api/Notes/n 1/star',
      label: 'Star note',
      input: { noteId: 'n 1', starred: true },
    })
    expect(entityIdOf(starWrite, on)).toBe('n 1')
    expect(entityIdOf(starWrite, { entityKey: 'note-starred:n1' })).toBeNull()
    expect(entityIdOf(starWrite, { entityKey: 'note-star:' })).toBeNull()
  })

  it('refuse a kind name that would break entity keys', () => {
    expect(() => defineOfflineWrite({ ...starWrite, kind: 'note:star' })).toThrow(TypeError)
    expect(() => defineOfflineWrite({ ...starWrite, kind: '' })).toThrow(TypeError)
  })
})

describe('queuedWrites', () => {
  it('take the latest write per entity of this user and kind, and ignore refused writes (rollback)', () => {
    const entries = [
      queued('n1', true, { status: 'sending' }),
      queued('n1', false),
      queued('n2', true),
      queued('n3', true, { status: 'failed' }),
      queued('n4', true, { userId: 'u2' }),
      queued('c1', true, { entityKey: 'company-follow:c1' }),
      queued('x', true, { entityKey: 'cart' }),
      // Queued by a version that did not keep inputs: still sent, but not overlaid.
      { ...queued('n5', true), input: undefined },
    ]
    const states = queuedWrites(starWrite, entries, 'u1')
    expect([...states].map(([id, s]) => [id, s.input.starred, s.at])).toEqual([
      ['n1', false, entries[1]!.createdAt],
      ['n2', true, entries[2]!.createdAt],
    ])
    expect(queuedWrites(starWrite, entries, null).size).toBe(0)
    expect(latestQueuedEntry(starWrite, entries, 'u1', 'n1')).toBe(entries[1])
    expect(latestQueuedEntry(starWrite, entries, 'u1', 'n3')).toBeUndefined()
    expect(latestQueuedEntry(starWrite, entries, null, 'n1')).toBeUndefined()
  })
})

describe('pendingWrite', () => {
  const write = (starred: boolean, at: number) => ({ input: { noteId: 'n1', starred }, at })

  it('a waiting write wins over everything', () => {
    expect(pendingWrite({ queued: write(false, 1), intent: write(true, 5), serverUpdatedAt: 1 })).toEqual({
      ...write(false, 1),
      queued: true,
    })
  })

  it('an intent counts only while newer than the server data', () => {
    const intent = write(true, 100)
    expect(pendingWrite({ queued: undefined, intent, serverUpdatedAt: 50 })).toEqual({
      ...intent,
      queued: false,
    })
    expect(pendingWrite({ queued: undefined, intent, serverUpdatedAt: 150 })).toBeUndefined()
  })

  it('shows the optimistic state while pending, else the server state (or unknown)', () => {
    const pending = pendingWrite({ queued: write(false, 1), intent: undefined, serverUpdatedAt: 0 })
    expect(shownState(starWrite, pending, true)).toBe(false)
    expect(shownState(starWrite, undefined, true)).toBe(true)
    expect(shownState(starWrite, undefined, undefined)).toBeUndefined()
  })

  it('lists every pending write, oldest first, leaving out intents the server data overtook', () => {
    const waiting = new Map([['n2', write(true, 300)]])
    const intents = { n1: write(false, 200), n3: write(true, 50) }
    const pending = pendingWrites(waiting, intents, 100)
    expect([...pending].map(([id, p]) => [id, p.input.starred, p.queued])).toEqual([
      ['n1', false, false],
      ['n2', true, true],
    ])
  })
})
