import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { Company, CompanyListResponse } from '@/api/companies'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { resolveToggle } from '@/lib/sync/outbox-toggle'
import type { ToggleOutcomeHandlers, ToggleToast } from '@/lib/sync/outbox-toggle-sync'
import { createCompanyFollowSync } from './company-follow-sync'
import { FOLLOWED_COMPANIES_KEY } from './followed-companies-query'

const company = (id: string, followers = 10): Company => ({
  id,
  slug: id,
  name: `Company ${id}`,
  logo: null,
  tagline: null,
  description: null,
  website: null,
  industry: 'Technology',
  size: '11-50',
  location: null,
  status: 'active',
  visibility: 'public',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  founded: null,
  views: 0,
  followers,
  jobCount: 0,
  activeJobCount: 0,
  userId: 'owner',
  accountId: null,
  onboardingProgress: 100,
})

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
  let handlers: ToggleOutcomeHandlers | null = null
  const toasts: ToggleToast[] = []
  const queued: OutboxWrite[] = []
  const clock = { now: 1_000 }
  const user = { id: userId }
  let userListener: () => void = () => undefined
  const queueWrite = vi.fn(async (write: OutboxWrite) => {
    queued.push(write)
  })
  const sync = createCompanyFollowSync({
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
  return { queryClient, on: () => handlers!, toasts, queued, queueWrite, sync, clock, switchUser }
}

const intentOf = (sync: ReturnType<typeof setup>['sync'], id: string) => sync.intents.getState().intents[id]

describe('setFollowing', () => {
  it('tells a visitor to sign in and queues nothing', async () => {
    const { sync, toasts, queued } = setup({ userId: null })
    expect(await sync.setFollowing('c1', true, 'Acme')).toBe('signed-out')
    expect(toasts).toEqual([{ type: 'info', title: 'Please sign in to follow companies' }])
    expect(queued).toEqual([])
  })

  it('shows the follow at once and queues one write for the entity', async () => {
    const { sync, queued, toasts } = setup()
    expect(await sync.setFollowing('c1', true, 'Acme')).toBe('queued')
    expect(queued).toEqual([
      expect.objectContaining({ entityKey: 'company-follow:c1', method: 'POST', label: 'Follow Acme' }),
    ])
    const intent = intentOf(sync, 'c1')
    expect(resolveToggle({ queued: undefined, intent, server: false, serverUpdatedAt: 500 })).toBe(true)
    // Online: the success toast waits for the server.
    expect(toasts).toEqual([])
  })

  it('offline, says the follow will sync later', async () => {
    const { sync, toasts } = setup({ online: false })
    await sync.setFollowing('c1', false, 'Acme')
    expect(toasts).toEqual([
      { type: 'success', title: "You unfollowed Acme — will sync when you're back online" },
    ])
  })

  it('without an outbox, rolls the click back and says so', async () => {
    const { sync, queueWrite, toasts } = setup()
    queueWrite.mockRejectedValueOnce(new Error('no IndexedDB'))
    expect(await sync.setFollowing('c1', true, 'Acme')).toBe('failed')
    expect(intentOf(sync, 'c1')).toBeUndefined()
    expect(toasts).toEqual([{ type: 'error', title: 'Failed to follow company' }])
  })

  it('forgets the clicks of a user who signed out', async () => {
    const { sync, switchUser } = setup()
    await sync.setFollowing('c1', true, 'Acme')
    switchUser('u2')
    expect(intentOf(sync, 'c1')).toBeUndefined()
  })
})

describe('outcomes', () => {
  it('a confirmed follow joins the followed list and every cached copy gets the server count', async () => {
    const { queryClient, on, toasts, sync, clock } = setup()
    queryClient.setQueryData(FOLLOWED_COMPANIES_KEY, [company('c2')])
    queryClient.setQueryData(['companies', 'list', {}], page([company('c1'), company('c2')]), {
      updatedAt: 500,
    })
    queryClient.setQueryData(['company', 'c1', 'profile', 'u1'], { ...company('c1'), isFollowing: false })
    await sync.setFollowing('c1', true, 'Company c1')
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
    const { on, toasts, sync } = setup()
    await sync.setFollowing('c1', false, 'Acme')
    on().failed(
      entry({
        method: 'DELETE',
        status: 'failed',
        lastError: { status: 404, message: 'Company not found.' },
      }),
    )
    expect(intentOf(sync, 'c1')).toBeUndefined()
    expect(resolveToggle({ queued: undefined, intent: undefined, server: true, serverUpdatedAt: 1 })).toBe(
      true,
    )
    expect(toasts).toEqual([
      { type: 'error', title: 'Failed to unfollow company', description: 'Company not found.' },
    ])
  })

  it('a click made after the refused write was queued is kept', async () => {
    const { on, sync, clock } = setup()
    clock.now = 5_000
    await sync.setFollowing('c1', true, 'Acme')
    on().failed(entry({ createdAt: 1_000, status: 'failed' }))
    expect(intentOf(sync, 'c1')).toEqual({ on: true, at: 5_000 })
  })

  it("ignores other users' and other entities' outcomes", () => {
    const { on, toasts } = setup()
    on().failed(entry({ userId: 'u2', status: 'failed' }))
    on().failed(entry({ entityKey: 'job-save:c1', status: 'failed' }))
    expect(toasts).toEqual([])
  })
})
