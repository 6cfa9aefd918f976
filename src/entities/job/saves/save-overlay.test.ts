import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '@/lib/outbox/types'
import { pendingWrites, queuedWrites } from '@/lib/sync/offline-write-state'
import { jobSaveWrite } from './job-save.write'
import { applyConfirmedSave, overlaySavedList, savedStateOfJob } from './save-overlay'
import { makeJob, savedItem, savedList } from './test-jobs'

let seq = 0
const entry = (jobId: string, method: 'POST' | 'DELETE', over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: `e${++seq}`,
  seq,
  entityKey: `job-save:${jobId}`,
  userId: 'u1',
  method,
  path: `/api/Job/${jobId}/save`,
  label: 'Save job',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1_000 + seq,
  input: { jobId, saved: method === 'POST' },
  ...over,
})

/** The pending saves the Saved list shows: the user's waiting writes and this tab's intents. */
const pendingSaves = (
  entries: OutboxEntry[],
  intents: Record<string, { input: { jobId: string; saved: boolean }; at: number }>,
  serverUpdatedAt: number,
) => pendingWrites(queuedWrites(jobSaveWrite, entries, 'u1'), intents, serverUpdatedAt)

describe('overlaySavedList', () => {
  const a = makeJob({ id: 'a' })
  const b = makeJob({ id: 'b' })
  const c = makeJob({ id: 'c', title: 'Saved offline' })
  const list = savedList([savedItem(a), savedItem(b)])

  it('hides jobs waiting to be unsaved and adds jobs waiting to be saved, first and pending', () => {
    const pending = pendingSaves([entry('a', 'DELETE'), entry('c', 'POST')], {}, 10)
    const shown = overlaySavedList(list, pending, (id) => (id === 'c' ? c : undefined))
    expect(shown.map((i) => [i.jobId, i.pending, i.title])).toEqual([
      ['c', true, 'Saved offline'],
      ['b', false, b.title],
    ])
  })

  it('shows a just-confirmed save before the list is fetched again, not after', () => {
    const intents = { c: { input: { jobId: 'c', saved: true }, at: 500 } }
    const shownAt = (serverUpdatedAt: number) =>
      overlaySavedList(list, pendingSaves([], intents, serverUpdatedAt), () => c).map((i) => [
        i.jobId,
        i.pending,
      ])
    expect(shownAt(100)).toEqual([
      ['c', false],
      ['a', false],
      ['b', false],
    ])
    expect(shownAt(900)).toEqual([
      ['a', false],
      ['b', false],
    ])
  })

  it('keeps closed and deleted jobs, marked by their state', () => {
    const gone = savedList([
      savedItem(a, { state: 'closed' }),
      { jobId: 'd', savedAt: '', state: 'deleted', title: 'Gone', company: 'Acme', job: null },
    ])
    expect(overlaySavedList(gone, new Map(), () => undefined).map((i) => i.state)).toEqual([
      'closed',
      'deleted',
    ])
  })

  it('leaves out a waiting save whose job is not in the cache', () => {
    const pending = pendingSaves([entry('zzz', 'POST')], {}, 1)
    expect(overlaySavedList(list, pending, () => undefined)).toHaveLength(2)
  })
})

describe('applyConfirmedSave', () => {
  const a = makeJob({ id: 'a' })
  const b = makeJob({ id: 'b', status: 'closed' })

  it('adds a confirmed save first (once) and removes a confirmed unsave', () => {
    const list = savedList([savedItem(a)])
    const added = applyConfirmedSave(list, 'b', true, b, '2026-04-01T00:00:00.000Z')
    expect(added.items.map((i) => [i.jobId, i.state, i.savedAt])).toEqual([
      ['b', 'closed', '2026-04-01T00:00:00.000Z'],
      ['a', 'active', '2026-03-02T10:00:00.000Z'],
    ])
    expect(added.total).toBe(2)
    expect(applyConfirmedSave(added, 'b', true, b, 'later')).toBe(added)
    const removed = applyConfirmedSave(added, 'a', false, undefined, '')
    expect(removed.items.map((i) => i.jobId)).toEqual(['b'])
    expect(removed.total).toBe(1)
  })

  it('cannot add a job it does not know (the refetch brings it)', () => {
    const list = savedList([])
    expect(applyConfirmedSave(list, 'x', true, undefined, '')).toBe(list)
  })
})

describe('savedStateOfJob', () => {
  it('mirrors the server: unavailable, closed, expired, active', () => {
    expect(savedStateOfJob(makeJob({ status: 'paused' }))).toBe('unavailable')
    expect(savedStateOfJob(makeJob({ isPublic: false }))).toBe('unavailable')
    expect(savedStateOfJob(makeJob({ status: 'hired' }))).toBe('closed')
    expect(savedStateOfJob(makeJob({ isExpired: true }))).toBe('expired')
    expect(savedStateOfJob(makeJob())).toBe('active')
  })
})
