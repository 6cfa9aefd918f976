import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { Company, CompanyListResponse } from '@/api/companies/company'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { outboxWriteOf } from '@/lib/sync/offline-write'
import { createOfflineWriteEngine, type OfflineWriteOutcomeHandlers } from '@/lib/sync/offline-write-engine'
import type { OfflineWriteToast } from '@/lib/sync/offline-write-notices'
import { pendingWrite, shownState } from '@/lib/sync/offline-write-state'
import { companyFollowWrite } from './company-follow.write'
import { FOLLOWED_COMPANIES_KEY } from './followed-companies-query'
import { makeCompany } from './test-companies'

/** A listed company as the API sends it, named after its id. */
const company = (id: string, followers = 10): Company =>
  makeCompany({ id, slug: id, name: `Company ${id}`, followers })

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e1',
  seq: 1,
  entityKey: 'company-follow:c1',
  userId: 'u1',
  method: 'POST',
  path: '/api/Companies/c1/follow',
  label: 'Follow Company c1',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1_000,
  input: { companyId: 'c1', following: over.method !== 'DELETE', name: 'Company c1' },
  ...over,
})

const page = (items: Company[]): CompanyListResponse => ({
  items,
  total: items.length,
  page: 1,
  limit: 12,
  totalPages: 1,
  hasNext: false,
  hasPrev: false,
})

/** The engine with fakes: a real query cache, a recorded queue and toasts, a clock and a switchable network. */
function setup({ online = true, userId = 'u1' as string | null } = {}) {
  const queryClient = new QueryClient()
  let handlers: OfflineWriteOutcomeHandlers | null = null
  const toasts: OfflineWriteToast[] = []
  const queued: OutboxWrite[] = []
  const clock = { now: 1_000 }
  const user = { id: userId }
  let userListener: () => void = () => undefined
  const queueWrite = vi.fn(async (write: OutboxWrite) => {
    queued.push(write)
  })
  const engine = createOfflineWriteEngine(companyFollowWrite, {
    queryClient,
    getUserId: () => user.id,
    onOutcome: (h) => {
      handlers = h
      return () => undefined
    },
    queueWrite,
    reloadOutbox: async () => undefined,
    isOnline: () => online,
    notify: (toast) => toasts.push(toast),
    subscribeUser: (listener) => {
      userListener = listener
      return () => undefined
    },
    now: () => clock.now,
  })
  const switchUser = (id: string | null) => {
    user.id = id
    userListener()
  }
  const setFollowing = (companyId: string, following: boolean, name: string) =>
    engine.write({ companyId, following, name })
  return {
    queryClient,
    on: () => handlers!,
    toasts,
    queued,
    queueWrite,
    engine,
    setFollowing,
    clock,
    switchUser,
  }
}

const intentOf = (t: ReturnType<typeof setup>, id: string) => t.engine.intents.getState().intents[id]
/** What the button shows with no write in the outbox: this tab's intent over the server's word. */
const shown = (t: ReturnType<typeof setup>, id: string, server: boolean, serverUpdatedAt: number) =>
  shownState(
    companyFollowWrite,
    pendingWrite({ queued: undefined, intent: intentOf(t, id), serverUpdatedAt }),
    server,
  )

describe('following through the offline-write engine', () => {
  it('a visitor queues nothing (the button tells them to sign in)', async () => {
    const t = setup({ userId: null })
    expect(await t.setFollowing('c1', true, 'Acme')).toBe('signed-out')
    expect(t.queued).toEqual([])
    expect(t.toasts).toEqual([])
  })

  it('shows the follow at once and queues one write for the entity', async () => {
    const t = setup()
    expect(await t.setFollowing('c1', true, 'Acme')).toBe('queued')
    expect(t.queued).toEqual([
      expect.objectContaining({ entityKey: 'company-follow:c1', method: 'POST', label: 'Follow Acme' }),
    ])
    expect(shown(t, 'c1', false, 500)).toBe(true)
    // Online: the success toast waits for the server.
    expect(t.toasts).toEqual([])
  })

  it('offline, says the follow will sync later', async () => {
    const t = setup({ online: false })
    await t.setFollowing('c1', false, 'Acme')
    expect(t.toasts).toEqual([
      { type: 'success', title: "You unfollowed Acme — will sync when you're back online" },
    ])
  })

  it('without an outbox, rolls the click back and says so', async () => {
    const t = setup()
    t.queueWrite.mockRejectedValueOnce(new Error('no IndexedDB'))
    expect(await t.setFollowing('c1', true, 'Acme')).toBe('failed')
    expect(intentOf(t, 'c1')).toBeUndefined()
    expect(t.toasts).toEqual([{ type: 'error', title: 'Failed to follow company' }])
  })

  it('forgets the clicks of a user who signed out', async () => {
    const t = setup()
    await t.setFollowing('c1', true, 'Acme')
    t.switchUser('u2')
    expect(intentOf(t, 'c1')).toBeUndefined()
  })

  it('is POST to follow and DELETE to unfollow, one entity per company', () => {
    expect(
      outboxWriteOf(companyFollowWrite, 'u1', { companyId: 'c 1', following: true, name: 'Acme' }),
    ).toEqual({
      entityKey: 'company-follow:c 1',
      userId: 'u1',
      method: 'POST',
      path: '/api/Companies/c%201/follow',
      label: 'Follow Acme',
      input: { companyId: 'c 1', following: true, name: 'Acme' },
    })
    const unfollow = outboxWriteOf(companyFollowWrite, 'u1', { companyId: 'c1', following: false })
    expect(unfollow.method).toBe('DELETE')
    expect(unfollow.label).toBe('Unfollow company')
  })
})

describe('outcomes', () => {
  it('a confirmed follow joins the followed list and every cached copy gets the server count', async () => {
    const t = setup()
    const { queryClient, on, toasts, clock } = t
    queryClient.setQueryData(FOLLOWED_COMPANIES_KEY, [company('c2')])
    queryClient.setQueryData(['companies', 'list', {}], page([company('c1'), company('c2')]), {
      updatedAt: 500,
    })
    queryClient.setQueryData(['company', 'c1', 'profile', 'u1'], { ...company('c1'), isFollowing: false })
    await t.setFollowing('c1', true, 'Company c1')
    clock.now = 1_500
    on().sent(entry({}), { companyId: 'c1', isFollowing: true, followersCount: 42 })

    expect(queryClient.getQueryData<Company[]>(FOLLOWED_COMPANIES_KEY)?.map((c) => c.id)).toEqual([
      'c1',
      'c2',
    ])
    const cached = queryClient.getQueryData<CompanyListResponse>(['companies', 'list', {}])
    expect(cached?.items.map((c) => c.followers)).toEqual([42, 10])
    // Patching is not fetching: the list keeps its "last checked" time.
    expect(queryClient.getQueryState(['companies', 'list', {}])?.dataUpdatedAt).toBe(500)
    expect(queryClient.getQueryData(['company', 'c1', 'profile', 'u1'])).toMatchObject({
      followers: 42,
      isFollowing: true,
    })
    expect(queryClient.getQueryState(FOLLOWED_COMPANIES_KEY)?.isInvalidated).toBe(true)
    expect(toasts).toEqual([{ type: 'success', title: "You're following Company c1" }])
  })

  it('a write that waited (or came from another tab) ends without its own toast', () => {
    const { queryClient, on, toasts } = setup()
    queryClient.setQueryData(FOLLOWED_COMPANIES_KEY, [company('c1'), company('c2')])
    on().sent(entry({ method: 'DELETE' }), { companyId: 'c1', isFollowing: false, followersCount: 9 })
    expect(queryClient.getQueryData<Company[]>(FOLLOWED_COMPANIES_KEY)?.map((c) => c.id)).toEqual(['c2'])
    expect(toasts).toEqual([])
  })

  it('a refused write rolls back to the server state and is reported with the reason', async () => {
    const t = setup()
    const { on, toasts } = t
    await t.setFollowing('c1', false, 'Acme')
    expect(shown(t, 'c1', true, 1)).toBe(false)
    on().failed(
      entry({
        method: 'DELETE',
        status: 'failed',
        lastError: { status: 404, message: 'Company not found.' },
      }),
    )
    expect(intentOf(t, 'c1')).toBeUndefined()
    expect(shown(t, 'c1', true, 1)).toBe(true)
    expect(toasts).toEqual([
      { type: 'error', title: 'Failed to unfollow company', description: 'Company not found.' },
    ])
  })

  it('a click made after the refused write was queued is kept', async () => {
    const t = setup()
    t.clock.now = 5_000
    await t.setFollowing('c1', true, 'Acme')
    t.on().failed(entry({ createdAt: 1_000, status: 'failed' }))
    expect(intentOf(t, 'c1')).toEqual({
      input: { companyId: 'c1', following: true, name: 'Acme' },
      at: 5_000,
    })
  })

  it("ignores other users' and other entities' outcomes", () => {
    const { on, toasts } = setup()
    on().failed(entry({ userId: 'u2', status: 'failed' }))
    on().failed(entry({ entityKey: 'job-save:c1', status: 'failed' }))
    expect(toasts).toEqual([])
  })
})
