import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { entryOf } from '@/lib/outbox/test-support'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { defineOfflineWrite, outboxWriteOf } from './offline-write'
import { createOfflineWriteEngine, type OfflineWriteOutcomeHandlers } from './offline-write-engine'
import type { OfflineWriteToast } from './offline-write-notices'

type Input = { noteId: string; starred: boolean }
const settled: Input[] = []
const rolledBack: Input[] = []
const starWrite = defineOfflineWrite<Input, boolean>({
  kind: 'note-star',
  entity: ({ noteId }) => noteId,
  request: ({ noteId, starred }) => ({
    method: starred ? 'POST' : 'DELETE',
    path: `/api/Notes/${noteId}/star`,
  }),
  label: () => 'Star note',
  optimistic: ({ starred }) => starred,
  serverData: ['starred-notes'],
  settle: (_context, input) => void settled.push(input),
  rollback: (_context, input) => void rolledBack.push(input),
  texts: { done: () => 'Starred', failed: () => 'Could not star' },
})

/** The engine with fakes: a real query cache, a recorded queue and toasts, a switchable user. */
function setup() {
  settled.length = 0
  rolledBack.length = 0
  const queryClient = new QueryClient()
  queryClient.setQueryData(['starred-notes'], [])
  let handlers: OfflineWriteOutcomeHandlers | null = null
  const toasts: OfflineWriteToast[] = []
  const queued: OutboxEntry[] = []
  const user = { id: 'u1' as string | null }
  let userListener = () => undefined as void
  const engine = createOfflineWriteEngine(starWrite, {
    queryClient,
    getUserId: () => user.id,
    isOnline: () => true,
    queueWrite: async (write: OutboxWrite) => {
      queued.push(entryOf(write, { id: `e${queued.length + 1}`, seq: queued.length + 1 }))
    },
    reloadOutbox: async () => undefined,
    onOutcome: (h) => {
      handlers = h
      return () => undefined
    },
    notify: (toast) => toasts.push(toast),
    subscribeUser: (listener) => {
      userListener = listener
      return () => undefined
    },
    now: () => 1_000,
  })
  const refetchAsked = () => queryClient.getQueryState(['starred-notes'])?.isInvalidated === true
  const switchUser = (id: string | null) => {
    user.id = id
    userListener()
  }
  return { engine, on: () => handlers!, toasts, queued, refetchAsked, switchUser }
}

/** One of u1's writes as the queue holds it after the server refused it. */
const refused = (input: Input, over: Partial<OutboxEntry> = {}): OutboxEntry =>
  entryOf(outboxWriteOf(starWrite, 'u1', input), { status: 'failed', attempts: 1, ...over })

describe('the offline-write engine', () => {
  it('rolls back a refused or conflicting write with the reason, and a discarded one silently', () => {
    const t = setup()
    const input = { noteId: 'n1', starred: true }
    t.on().failed(refused(input, { lastError: { status: 400, message: 'No.' } }))
    t.on().conflict(refused(input, { lastError: { status: 409, message: 'Changed elsewhere.' } }))
    t.on().discarded(refused(input))
    expect(rolledBack).toEqual([input, input, input])
    expect(t.toasts).toEqual([
      { type: 'error', title: 'Could not star', description: 'No.' },
      { type: 'error', title: 'Could not star', description: 'Changed elsewhere.' },
    ])
    expect(t.refetchAsked()).toBe(true)
  })

  it("leaves other users' writes alone", () => {
    const t = setup()
    const input = { noteId: 'n1', starred: true }
    t.on().failed(refused(input, { userId: 'u2' }))
    t.on().sent(refused(input, { userId: 'u2', status: 'pending' }), {})
    expect([rolledBack, settled, t.toasts]).toEqual([[], [], []])
    expect(t.refetchAsked()).toBe(false)
  })

  it('an entry queued before its kind kept inputs only makes the server data be fetched again', () => {
    const t = setup()
    const legacy = { ...refused({ noteId: 'n1', starred: true }), input: undefined }
    t.on().sent({ ...legacy, status: 'pending' }, {})
    t.on().failed(legacy)
    expect([rolledBack, settled, t.toasts]).toEqual([[], [], []])
    expect(t.refetchAsked()).toBe(true)
  })

  it('forgets the intents of a user who signed out, and writes nothing for a visitor', async () => {
    const t = setup()
    await t.engine.write({ noteId: 'n1', starred: true })
    expect(Object.keys(t.engine.intents.getState().intents)).toEqual(['n1'])
    t.switchUser(null)
    expect(t.engine.intents.getState().intents).toEqual({})
    expect(await t.engine.write({ noteId: 'n2', starred: true })).toBe('signed-out')
    expect(t.queued.map((e) => e.entityKey)).toEqual(['note-star:n1'])
  })
})
