import { onlineManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useStore } from 'zustand'
import { companyDisplayName } from '@/api/companies'
import { toaster } from '@/components/ui/toaster'
import { sessionStore, signedInUserId } from '@/lib/session/session'
import { useSignedInUserId } from '@/lib/session/use-session'
import { useSignInPrompt } from '@/entities/session/use-sign-in-prompt'
import {
  onOutboxOutcome,
  outboxStore,
  queueWrite,
  reloadOutboxStore,
  useEntitySyncState,
  type EntitySyncState,
} from '@/lib/sync/outbox-store'
import { queuedToggles, resolveToggle } from '@/lib/sync/outbox-toggle'
import { createCompanyFollowSync, type CompanyFollowSync } from './company-follow-sync'
import {
  COMPANY_FOLLOW_PREFIX,
  FOLLOW_TEXTS,
  companyFollowEntityKey,
  followedCompaniesWithOverlay,
  followersWithOverlay,
} from './follow-overlay'
import { findCachedCompany, followedCompaniesQueryOptions } from './followed-companies-query'

let active: { queryClient: QueryClient; sync: CompanyFollowSync } | null = null

/** One engine per tab, for the app's query client; it keeps listening for outcomes once started. */
function followSyncFor(queryClient: QueryClient): CompanyFollowSync {
  if (active?.queryClient !== queryClient) {
    active?.sync.stop()
    active = {
      queryClient,
      sync: createCompanyFollowSync({
        queryClient,
        getUserId: signedInUserId,
        onOutcome: (handlers) => onOutboxOutcome(COMPANY_FOLLOW_PREFIX, handlers),
        queueWrite,
        reloadOutbox: reloadOutboxStore,
        isOnline: () => onlineManager.isOnline(),
        notify: (toast) => void toaster.create(toast),
        subscribeUser: (listener) => sessionStore.subscribe(listener),
      }),
    }
  }
  return active.sync
}

/** The followed set as the server knows it (only fetched for a signed-in user). */
function useServerFollowed(userId: string | null) {
  return useQuery({ ...followedCompaniesQueryOptions(), enabled: userId !== null })
}

export type CompanyFollowOptions = {
  /** For the toasts and the outbox label. */
  name?: string
  /** The follower count from the company's data; `followers` in the result is it with the overlay applied. */
  followers?: number
  /** The company's own flag (a profile's `isFollowing`), used until the followed list has loaded. */
  isFollowing?: boolean
}

export type CompanyFollow = {
  isFollowing: boolean
  /** The follower count with a waiting follow or unfollow applied (undefined when no count was given). */
  followers: number | undefined
  /** 'pending' → "Waiting to sync", 'failed' → "Sync failed" (the outbox's Retry / Discard). */
  syncState: EntitySyncState
  isSignedIn: boolean
  /** Follows or unfollows through the outbox; a visitor is told 'Please sign in to follow companies'. */
  toggle: () => Promise<void>
}

/**
 * Follow state of one company for the signed-in user: the server's followed set (['followed-companies'])
 * overlaid with the outbox's waiting writes and this tab's clicks, so it is optimistic, works offline, and
 * rolls back when the server refuses the write.
 */
export function useCompanyFollow(companyId: string, options: CompanyFollowOptions = {}): CompanyFollow {
  const queryClient = useQueryClient()
  const sync = followSyncFor(queryClient)
  const userId = useSignedInUserId()
  const followed = useServerFollowed(userId)
  const queued = useStore(
    outboxStore,
    (s) => queuedToggles(COMPANY_FOLLOW_PREFIX, s.entries, userId).get(companyId)?.on,
  )
  const intent = useStore(sync.intents, (s) => s.intents[companyId])
  const syncState = useEntitySyncState(companyFollowEntityKey(companyId))

  const serverList = userId ? followed.data : undefined
  const server = serverList ? serverList.some((company) => company.id === companyId) : options.isFollowing
  const resolved = resolveToggle({
    queued,
    intent,
    server,
    serverUpdatedAt: serverList ? followed.dataUpdatedAt : 0,
  })
  const isFollowing = userId !== null && resolved === true
  const followers =
    options.followers === undefined
      ? undefined
      : followersWithOverlay(options.followers, server ?? false, isFollowing)

  const name = companyDisplayName(options.name)
  const promptSignIn = useSignInPrompt()
  const toggle = useCallback(async () => {
    if (!signedInUserId()) return promptSignIn('follow-company-sign-in', FOLLOW_TEXTS.signIn)
    await sync.setFollowing(companyId, !isFollowing, name)
  }, [sync, companyId, isFollowing, name, promptSignIn])

  return { isFollowing, followers, syncState, isSignedIn: userId !== null, toggle }
}

/**
 * The signed-in user's followed companies as the screen should show them: the server's list without the ones
 * waiting to be unfollowed, plus the ones waiting to be followed (found in the cache). Readable offline.
 */
export function useFollowedCompanies() {
  const queryClient = useQueryClient()
  followSyncFor(queryClient)
  const userId = useSignedInUserId()
  const query = useServerFollowed(userId)
  const entries = useStore(outboxStore, (s) => s.entries)
  const companies = useMemo(
    () =>
      followedCompaniesWithOverlay(
        query.data ?? [],
        queuedToggles(COMPANY_FOLLOW_PREFIX, entries, userId),
        (id) => findCachedCompany(queryClient, id),
      ),
    [entries, userId, query.data, queryClient],
  )
  return { ...query, companies }
}
