import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { FollowResultSchema, type Company, type FollowResult } from '@/api/companies'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import {
  FOLLOW_TEXTS,
  applyConfirmedFollow,
  followWrite,
  followedCompanyIdOf,
  type FollowIntents,
} from './follow-overlay'
import { FOLLOWED_COMPANIES_KEY, findCachedCompany, patchCachedFollowers } from './followed-companies-query'

export type FollowToast = { type: 'success' | 'error' | 'info'; title: string; description?: string }

export type FollowOutcomeHandlers = {
  sent: (entry: OutboxEntry, data: unknown) => void
  failed: (entry: OutboxEntry) => void
  discarded: (entry: OutboxEntry) => void
}

export type CompanyFollowSyncDeps = {
  queryClient: QueryClient
  getUserId: () => string | null
  /** onOutboxOutcome('company-follow', handlers) */
  onOutcome: (handlers: FollowOutcomeHandlers) => () => void
  /** Stores the write in the outbox (the runtime drains after it). */
  queueWrite: (write: OutboxWrite) => Promise<unknown>
  /** Re-reads the outbox into the store, so the waiting write shows at once. */
  reloadOutbox: () => Promise<void>
  isOnline: () => boolean
  notify: (toast: FollowToast) => void
  /** Fires when the signed-in user changes: intents are one user's clicks, never the next one's. */
  subscribeUser?: (listener: () => void) => () => void
  now?: () => number
}

/**
 * A write the server accepted within this long of the click gets its own success toast; one that took longer
 * waited (offline, retries) and ends in the outbox's own "Your offline changes were synced".
 */
export const INSTANT_FOLLOW_MS = 3_000

export type SetFollowingResult = 'queued' | 'signed-out' | 'failed'

export type CompanyFollowSync = {
  /** This tab's recent intents (see follow-overlay.ts `resolveFollowing`). */
  intents: StoreApi<{ intents: FollowIntents }>
  /** Follows or unfollows through the outbox: shown at once, sent when possible. */
  setFollowing: (companyId: string, follow: boolean, name: string) => Promise<SetFollowingResult>
  stop: () => void
}

function parseResult(data: unknown): FollowResult | null {
  const direct = v.safeParse(FollowResultSchema, data)
  if (direct.success) return direct.output
  if (typeof data === 'object' && data !== null && 'data' in data) {
    const inner = v.safeParse(FollowResultSchema, (data as { data: unknown }).data)
    if (inner.success) return inner.output
  }
  return null
}

const successText = (follows: boolean, name: string) =>
  follows ? FOLLOW_TEXTS.followed(name) : FOLLOW_TEXTS.unfollowed(name)
const failureText = (follows: boolean) => (follows ? FOLLOW_TEXTS.followFailed : FOLLOW_TEXTS.unfollowFailed)
const nameFromLabel = (label: string) => label.replace(/^(Follow|Unfollow)\s+/, '').trim() || 'the company'

/**
 * The follow button's engine: optimistic writes through the outbox (entity `company-follow:<id>`), the
 * toasts, and what happens when a write leaves the outbox, whichever context (tab, service worker) sent it:
 * - sent → the followed list and every cached copy of the company take the server's word (state, follower
 *   count) at once, so nothing flickers when the waiting write disappears, and the list is fetched again;
 *   a success toast for a click of this tab that went straight through;
 * - failed / discarded → the intent is dropped, so the overlay falls back to the server's word (rollback);
 *   a refusal is reported ('Failed to follow company' with the server's reason).
 */
export function createCompanyFollowSync(deps: CompanyFollowSyncDeps): CompanyFollowSync {
  const now = deps.now ?? Date.now
  const intents = createStore<{ intents: FollowIntents }>()(() => ({ intents: {} }))
  /** companyId → the state whose acceptance this tab announces (clicked online). */
  const announce = new Map<string, boolean>()

  const setIntent = (companyId: string, follows: boolean) =>
    intents.setState((s) => ({ intents: { ...s.intents, [companyId]: { follows, at: now() } } }))
  /** Drops the intent unless the user clicked again after this entry was queued. */
  const dropIntent = (companyId: string, entry?: OutboxEntry) =>
    intents.setState((s) => {
      const current = s.intents[companyId]
      if (!current || (entry && current.at > entry.createdAt)) return s
      const { [companyId]: _dropped, ...rest } = s.intents
      return { intents: rest }
    })
  const newerIntent = (companyId: string, entry: OutboxEntry) => {
    const current = intents.getState().intents[companyId]
    return current !== undefined && current.at > entry.createdAt
  }
  const ownCompanyOf = (entry: OutboxEntry) => {
    const userId = deps.getUserId()
    return userId !== null && entry.userId === userId ? followedCompanyIdOf(entry) : null
  }
  const refetchList = () => void deps.queryClient.invalidateQueries({ queryKey: FOLLOWED_COMPANIES_KEY })

  const unsubscribe = deps.onOutcome({
    sent: (entry, data) => {
      const companyId = ownCompanyOf(entry)
      if (!companyId) return
      const result = parseResult(data)
      const follows = result?.isFollowing ?? entry.method !== 'DELETE'
      const company = findCachedCompany(deps.queryClient, companyId)
      const list = deps.queryClient.getQueryData<Company[]>(FOLLOWED_COMPANIES_KEY)
      if (list) {
        deps.queryClient.setQueryData<Company[]>(
          FOLLOWED_COMPANIES_KEY,
          applyConfirmedFollow(list, companyId, follows, company),
        )
      }
      if (result) patchCachedFollowers(deps.queryClient, companyId, result.followersCount, follows)
      // The server's word until the list is fetched again (also when no list was loaded yet).
      if (!newerIntent(companyId, entry)) setIntent(companyId, follows)
      refetchList()
      // The profile's stats count followers too.
      void deps.queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'company' && query.queryKey[2] === 'stats',
      })
      if (announce.get(companyId) === follows) {
        announce.delete(companyId)
        if (now() - entry.createdAt < INSTANT_FOLLOW_MS) {
          deps.notify({
            type: 'success',
            title: successText(follows, company?.name ?? nameFromLabel(entry.label)),
          })
        }
      }
    },
    failed: (entry) => {
      const companyId = ownCompanyOf(entry)
      if (!companyId) return
      announce.delete(companyId)
      dropIntent(companyId, entry)
      refetchList()
      deps.notify({
        type: 'error',
        title: failureText(entry.method !== 'DELETE'),
        ...(entry.lastError?.message ? { description: entry.lastError.message } : {}),
      })
    },
    discarded: (entry) => {
      const companyId = ownCompanyOf(entry)
      if (!companyId) return
      dropIntent(companyId, entry)
      refetchList()
    },
  })

  let lastUser = deps.getUserId()
  const unsubscribeUser = deps.subscribeUser?.(() => {
    const userId = deps.getUserId()
    if (userId === lastUser) return
    lastUser = userId
    announce.clear()
    intents.setState({ intents: {} })
  })

  async function setFollowing(companyId: string, follow: boolean, name: string): Promise<SetFollowingResult> {
    const userId = deps.getUserId()
    if (!userId) {
      deps.notify({ type: 'info', title: FOLLOW_TEXTS.signIn })
      return 'signed-out'
    }
    setIntent(companyId, follow)
    if (deps.isOnline()) announce.set(companyId, follow)
    else {
      announce.delete(companyId)
      deps.notify({ type: 'success', title: `${successText(follow, name)}${FOLLOW_TEXTS.offlineSuffix}` })
    }
    try {
      await deps.queueWrite(followWrite(userId, companyId, follow, name))
    } catch {
      // No outbox (IndexedDB unavailable): nothing was stored, so nothing will be sent.
      announce.delete(companyId)
      dropIntent(companyId)
      deps.notify({ type: 'error', title: failureText(follow) })
      return 'failed'
    }
    await deps.reloadOutbox().catch(() => undefined)
    return 'queued'
  }

  return {
    intents,
    setFollowing,
    stop: () => {
      unsubscribe()
      unsubscribeUser?.()
      announce.clear()
    },
  }
}
