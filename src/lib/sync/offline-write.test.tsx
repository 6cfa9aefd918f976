// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { drainOutbox } from '@/lib/outbox/drain'
import { createOutboxLock } from '@/lib/outbox/lock'
import { listEntries } from '@/lib/outbox/queue'
import { envelope, resetOutboxDb } from '@/lib/outbox/test-support'
import { sessionStore } from '@/lib/session/session'
import { defineOfflineWrite, outboxWriteOf } from './offline-write'
import { startOfflineWrites } from './offline-write-host'
import { setOfflineWriteNotifier, type OfflineWriteToast } from './offline-write-notices'
import { queueWrite, reloadOutboxStore, startOutboxStore } from './outbox-store'
import { useOfflineWrite } from './use-offline-write'

/**
 * A kind the app does not have — pinning a note — declared here and nowhere else: no registry entry, no
 * hook of its own, no outcome wiring. The engine, the outbox and the drain do the rest.
 */
type Note = { id: string; pinned: boolean }
type PinInput = { noteId: string; pinned: boolean }
const NOTES_KEY = ['notes'] as const
const rolledBack: PinInput[] = []
const notePinWrite = defineOfflineWrite<PinInput, boolean>({
  kind: 'note-pin',
  entity: ({ noteId }) => noteId,
  request: ({ noteId, pinned }) => ({ method: 'PUT', path: `/api/Notes/${noteId}/pin`, body: { pinned } }),
  label: ({ pinned }) => (pinned ? 'Pin note' : 'Unpin note'),
  optimistic: ({ pinned }) => pinned,
  serverData: NOTES_KEY,
  settle: ({ queryClient }, input) => {
    queryClient.setQueryData<Note[]>(NOTES_KEY, (notes) =>
      notes?.map((note) => (note.id === input.noteId ? { ...note, pinned: input.pinned } : note)),
    )
  },
  rollback: (_context, input) => void rolledBack.push(input),
  texts: {
    done: ({ pinned }) => (pinned ? 'Note pinned' : 'Note unpinned'),
    failed: () => 'Could not pin the note',
  },
})

/** The server's notes: what GET /api/Notes would answer. */
let serverNotes: Note[] = []
const toasts: OfflineWriteToast[] = []
let stopStore: () => void = () => undefined

beforeEach(async () => {
  await resetOutboxDb()
  stopStore = startOutboxStore()
  await reloadOutboxStore()
  serverNotes = [{ id: 'n1', pinned: false }]
  rolledBack.length = 0
  toasts.length = 0
  setOfflineWriteNotifier((toast) => void toasts.push(toast))
  sessionStore.getState().signIn({
    user: { id: 'u1', email: 'u1@example.com', name: 'U', role: 'JobSeeker' },
    token: 'T',
    expiresAt: '',
  })
})

afterEach(() => {
  cleanup()
  stopStore()
  sessionStore.getState().clear()
  setOfflineWriteNotifier(() => undefined)
})

/** The page's drain against a fake API that answers `answer`. */
async function drain(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer())
  await drainOutbox({
    fetch,
    baseUrl: '/api',
    getAuth: async () => ({ token: 'T', userId: 'u1' }),
    now: () => Date.now(),
    lock: createOutboxLock(),
  })
  return fetch
}

/** One note's pin as a screen would show it: the server's notes overlaid with the pending write. */
function renderPin(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(
    () => {
      const notes = useQuery({ queryKey: NOTES_KEY, queryFn: async () => serverNotes })
      const server = notes.data?.find((note) => note.id === 'n1')?.pinned
      return useOfflineWrite(notePinWrite, 'n1', { state: server, updatedAt: notes.dataUpdatedAt })
    },
    { wrapper },
  )
}

describe('a new kind of offline write, from its declaration alone', () => {
  it('is shown at once, sent as declared, settled when accepted, and rolled back when refused', async () => {
    const queryClient = new QueryClient()
    const { result } = renderPin(queryClient)
    await waitFor(() => expect(result.current.state).toBe(false))

    // Pinned: shown at once and waiting in the outbox with its request and input.
    await act(async () => {
      expect(await result.current.write({ noteId: 'n1', pinned: true })).toBe('queued')
    })
    expect(result.current.state).toBe(true)
    await waitFor(() => expect(result.current.syncState).toBe('pending'))
    expect((await listEntries()).map((e) => [e.entityKey, e.method, e.path, e.label, e.input])).toEqual([
      ['note-pin:n1', 'PUT', '/api/Notes/n1/pin', 'Pin note', { noteId: 'n1', pinned: true }],
    ])

    // Accepted: settled into the cache, announced, and nothing waits any more.
    serverNotes = [{ id: 'n1', pinned: true }]
    const sent = await act(() => drain(() => envelope(200, { id: 'n1', pinned: true })))
    const [url, init] = sent.mock.calls[0] ?? []
    expect([url, init?.method, init?.body]).toEqual(['/api/Notes/n1/pin', 'PUT', '{"pinned":true}'])
    expect(queryClient.getQueryData(NOTES_KEY)).toEqual([{ id: 'n1', pinned: true }])
    expect(toasts).toEqual([{ type: 'success', title: 'Note pinned' }])
    await waitFor(() => expect(result.current.syncState).toBe('synced'))
    expect(result.current.state).toBe(true)

    // Unpinned, refused: back to the server's state, the kind's rollback run, the reason told.
    await act(async () => {
      await result.current.write({ noteId: 'n1', pinned: false })
    })
    expect(result.current.state).toBe(false)
    await act(() =>
      drain(() => envelope(403, { code: 'FORBIDDEN', message: 'Only the owner can pin this note.' })),
    )
    await waitFor(() => expect(result.current.syncState).toBe('failed'))
    expect(result.current.state).toBe(true)
    expect(rolledBack).toEqual([{ noteId: 'n1', pinned: false }])
    expect(toasts.at(-1)).toEqual({
      type: 'error',
      title: 'Could not pin the note',
      description: 'Only the owner can pin this note.',
    })
  })

  it('started by the registry, settles a write sent while nothing of its kind is on screen', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData<Note[]>(NOTES_KEY, [{ id: 'n1', pinned: false }])
    startOfflineWrites([notePinWrite], queryClient)
    // Queued earlier (another tab, before a reload): only the outbox knows it.
    await queueWrite(outboxWriteOf(notePinWrite, 'u1', { noteId: 'n1', pinned: true }))
    await drain(() => envelope(200, { id: 'n1', pinned: true }))
    expect(queryClient.getQueryData(NOTES_KEY)).toEqual([{ id: 'n1', pinned: true }])
    expect(queryClient.getQueryState(NOTES_KEY)?.isInvalidated).toBe(true)
  })

  it('the registry refuses two kinds with one name (their entries would mix)', () => {
    const twin = defineOfflineWrite({ ...notePinWrite, label: () => 'Pin' })
    expect(() => startOfflineWrites([notePinWrite, twin], new QueryClient())).toThrow(/note-pin/)
  })
})
