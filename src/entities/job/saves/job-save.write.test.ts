import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { SavedJobList } from '@/api/jobs/job-saves'
import { entryOf } from '@/lib/outbox/test-support'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { outboxWriteOf } from '@/lib/sync/offline-write'
import { createOfflineWriteEngine, type OfflineWriteOutcomeHandlers } from '@/lib/sync/offline-write-engine'
import type { OfflineWriteToast } from '@/lib/sync/offline-write-notices'
import { pendingWrite, shownState } from '@/lib/sync/offline-write-state'
import { jobQueryKey } from './job-cache'
import { jobSaveWrite, type JobSaveInput } from './job-save.write'
import { SAVED_JOBS_QUERY_KEY } from './saved-jobs-query'
import { makeJob, savedItem, savedList } from './test-jobs'

function setup({ userId = 'u1' as string | null, online = true, failQueue = false } = {}) {
  const queryClient = new QueryClient()
  let clock = 10_000
  let handlers: OfflineWriteOutcomeHandlers | null = null
  const toasts: OfflineWriteToast[] = []
  const queued: OutboxEntry[] = []
  const state = { online }
  const engine = createOfflineWriteEngine(jobSaveWrite, {
    queryClient,
    getUserId: () => userId,
    isOnline: () => state.online,
    queueWrite: async (write: OutboxWrite) => {
      if (failQueue) throw new Error('no IndexedDB')
      const entry = entryOf(write, { id: `e${queued.length + 1}`, seq: queued.length + 1, createdAt: clock })
      queued.push(entry)
      return entry
    },
    reloadOutbox: async () => undefined,
    onOutcome: (h) => {
      handlers = h
      return () => undefined
    },
    notify: (toast) => toasts.push(toast),
    now: () => clock,
  })
  const intent = (jobId: string) => engine.intents.getState().intents[jobId]
  /** What the button would show with no write in the outbox: intent vs the server list. */
  const shown = (jobId: string) => {
    const list = queryClient.getQueryData<SavedJobList>(SAVED_JOBS_QUERY_KEY)
    const pending = pendingWrite({
      queued: undefined,
      intent: intent(jobId),
      serverUpdatedAt: queryClient.getQueryState(SAVED_JOBS_QUERY_KEY)?.dataUpdatedAt ?? 0,
    })
    return shownState(
      jobSaveWrite,
      pending,
      list?.items.some((i) => i.jobId === jobId),
    )
  }
  const setSaved = (jobId: string, saved: boolean, title?: string) => {
    const input: JobSaveInput = { jobId, saved, ...(title ? { title } : {}) }
    return engine.write(input)
  }
  return {
    queryClient,
    engine,
    setSaved,
    toasts,
    queued,
    state,
    handlers: () => handlers!,
    tick: (ms: number) => (clock += ms),
    intent,
    shown,
  }
}

describe('job saves through the offline-write engine', () => {
  it('a visitor cannot save: nothing is queued', async () => {
    const t = setup({ userId: null })
    expect(await t.setSaved('j1', true)).toBe('signed-out')
    expect(t.queued).toEqual([])
  })

  it('online: shown at once, one POST queued, the toast when the server accepts it', async () => {
    const t = setup()
    // The job is in the cache (the button keeps the job it was given as its detail).
    t.queryClient.setQueryData(jobQueryKey('j1'), makeJob({ id: 'j1' }))
    t.queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, savedList([]), { updatedAt: 1 })
    expect(await t.setSaved('j1', true)).toBe('queued')
    expect(t.shown('j1')).toBe(true)
    expect(t.queued.map((e) => [e.method, e.path, e.entityKey])).toEqual([
      ['POST', '/api/Job/j1/save', 'job-save:j1'],
    ])
    expect(t.toasts).toEqual([])

    t.tick(500)
    t.handlers().sent(t.queued[0]!, { jobId: 'j1', isSaved: true, savedAt: '2026-04-01T00:00:00.000Z' })
    expect(t.toasts).toEqual([{ type: 'success', title: 'Job saved successfully' }])
    const list = t.queryClient.getQueryData<SavedJobList>(SAVED_JOBS_QUERY_KEY)
    expect(list?.items.map((i) => [i.jobId, i.savedAt])).toEqual([['j1', '2026-04-01T00:00:00.000Z']])
    expect(t.queryClient.getQueryState(SAVED_JOBS_QUERY_KEY)?.isInvalidated).toBe(true)
    expect(t.shown('j1')).toBe(true)
  })

  it('offline: told at once that it will sync; no second toast when it is sent later', async () => {
    const t = setup({ online: false })
    await t.setSaved('j1', false)
    expect(t.toasts).toEqual([
      { type: 'success', title: "Job removed from saved — will sync when you're back online" },
    ])
    t.tick(60_000)
    t.handlers().sent(t.queued[0]!, { jobId: 'j1', isSaved: false, savedAt: null })
    expect(t.toasts).toHaveLength(1)
    expect(t.intent('j1')?.input.saved).toBe(false)
  })

  it('refused: rolled back to the server state, with the server reason', async () => {
    const t = setup()
    t.queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, savedList([]), { updatedAt: 1 })
    await t.setSaved('j1', true)
    expect(t.shown('j1')).toBe(true)
    t.handlers().failed({
      ...t.queued[0]!,
      status: 'failed',
      lastError: { status: 403, message: 'You cannot save your own jobs.' },
    })
    expect(t.shown('j1')).toBe(false)
    expect(t.toasts).toEqual([
      { type: 'error', title: 'Failed to save job', description: 'You cannot save your own jobs.' },
    ])
  })

  it('a refused unsave says so and the job shows as saved again', async () => {
    const t = setup()
    const job = makeJob({ id: 'j1' })
    t.queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, savedList([savedItem(job)]), { updatedAt: 1 })
    await t.setSaved('j1', false)
    expect(t.shown('j1')).toBe(false)
    t.handlers().failed({ ...t.queued[0]!, status: 'failed' })
    expect(t.shown('j1')).toBe(true)
    expect(t.toasts).toEqual([{ type: 'error', title: 'Failed to unsave job' }])
  })

  it('a click made after a write was queued survives that write failing', async () => {
    const t = setup()
    await t.setSaved('j1', true)
    const first = t.queued[0]!
    t.tick(100)
    await t.setSaved('j1', false)
    t.handlers().failed({ ...first, status: 'failed' })
    expect(t.intent('j1')?.input.saved).toBe(false)
  })

  it('an unsave accepted by the server leaves the list without waiting for the refetch', async () => {
    const t = setup()
    const job = makeJob({ id: 'j1' })
    t.queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, savedList([savedItem(job)]), { updatedAt: 1 })
    await t.setSaved('j1', false)
    t.handlers().sent(t.queued[0]!, { jobId: 'j1', isSaved: false, savedAt: null })
    expect(t.queryClient.getQueryData<SavedJobList>(SAVED_JOBS_QUERY_KEY)?.items).toEqual([])
    expect(t.toasts).toEqual([{ type: 'success', title: 'Job removed from saved' }])
  })

  it("ignores other users' writes and other entities", () => {
    const t = setup()
    const base: OutboxEntry = {
      id: 'x',
      seq: 1,
      entityKey: 'job-save:j1',
      userId: 'u2',
      method: 'POST',
      path: '/api/Job/j1/save',
      label: 'Save job',
      status: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 1,
      input: { jobId: 'j1', saved: true },
    }
    t.handlers().failed(base)
    t.handlers().failed({ ...base, userId: 'u1', entityKey: 'cart' })
    expect(t.toasts).toEqual([])
  })

  it('without an outbox nothing is stored: the user is told and the intent dropped', async () => {
    const t = setup({ failQueue: true })
    expect(await t.setSaved('j1', true)).toBe('failed')
    expect(t.intent('j1')).toBeUndefined()
    expect(t.toasts).toEqual([{ type: 'error', title: 'Failed to save job' }])
  })

  it('stops listening', () => {
    const unsubscribe = vi.fn()
    const engine = createOfflineWriteEngine(jobSaveWrite, {
      queryClient: new QueryClient(),
      getUserId: () => null,
      isOnline: () => true,
      queueWrite: vi.fn(),
      reloadOutbox: async () => undefined,
      onOutcome: () => unsubscribe,
      notify: () => undefined,
    })
    engine.stop()
    expect(unsubscribe).toHaveBeenCalledOnce()
  })
})

describe('job save writes', () => {
  it('set the whole state: POST saves, DELETE unsaves, one entity per job, the input kept', () => {
    expect(outboxWriteOf(jobSaveWrite, 'u1', { jobId: 'j 1', saved: true, title: 'Chef' })).toEqual({
      entityKey: 'job-save:j 1',
      userId: 'u1',
      method: 'POST',
      path: '/api/Job/j%201/save',
      label: 'Save “Chef”',
      input: { jobId: 'j 1', saved: true, title: 'Chef' },
    })
    expect(outboxWriteOf(jobSaveWrite, 'u1', { jobId: 'j1', saved: false })).toMatchObject({
      method: 'DELETE',
      label: 'Unsave job',
    })
  })
})
