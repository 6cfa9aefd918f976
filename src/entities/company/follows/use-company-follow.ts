import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { companyDisplayName } from '@/api/companies/company-names'
import { signedInUserId } from '@/lib/session/session'
import { useSignedInUserId } from '@/lib/session/use-session'
import { useSignInPrompt } from '@/entities/session/use-sign-in-prompt'
import type { EntitySyncState } from '@/lib/sync/outbox-store'
import { usePendingWrites, useOfflineWrite } from '@/lib/sync/use-offline-write'
import { FOLLOW_TEXTS, companyFollowWrite } from './company-follow.write'
import { followedCompaniesWithOverlay, followersWithOverlay } from './follow-overlay'
import { findCachedCompany, followedCompaniesQueryOptions } from './followed-companies-query'

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
  const userId = useSignedInUserId()
  const followed = useServerFollowed(userId)
  const serverList = userId ? followed.data : undefined
  const server = serverList ? serverList.some((company) => company.id === companyId) : options.isFollowing
  const follow = useOfflineWrite(companyFollowWrite, companyId, {
    state: server,
    updatedAt: serverList ? followed.dataUpdatedAt : 0,
  })
  const isFollowing = userId !== null && follow.state === true
  const followers =
    options.followers === undefined
      ? undefined
      : followersWithOverlay(options.followers, server ?? false, isFollowing)

  const name = companyDisplayName(options.name)
  const promptSignIn = useSignInPrompt()
  const { write } = follow
  const toggle = useCallback(async () => {
    if (!signedInUserId()) return promptSignIn('follow-company-sign-in', FOLLOW_TEXTS.signIn)
    await write({ companyId, following: !isFollowing, name })
  }, [write, companyId, isFollowing, name, promptSignIn])

  return { isFollowing, followers, syncState: follow.syncState, isSignedIn: userId !== null, toggle }
}

/**
 * The signed-in user's followed companies as the screen should show them: the server's list without the ones
 * waiting to be unfollowed, plus the ones waiting to be followed (found in the cache). Readable offline.
 */
export function useFollowedCompanies() {
  const queryClient = useQueryClient()
  const userId = useSignedInUserId()
  const query = useServerFollowed(userId)
  const pending = usePendingWrites(companyFollowWrite, query.dataUpdatedAt)
  const companies = useMemo(
    () => followedCompaniesWithOverlay(query.data ?? [], pending, (id) => findCachedCompany(queryClient, id)),
    [pending, query.data, queryClient],
  )
  return { ...query, companies }
}
