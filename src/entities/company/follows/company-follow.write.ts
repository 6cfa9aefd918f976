import { parseWriteData } from '@/lib/api-client/parse-response'
import { FollowResultSchema } from '@/api/companies/company-follow'
import type { Company } from '@/api/companies/company'
import { defineOfflineWrite } from '@/lib/sync/offline-write'
import { applyConfirmedFollow } from './follow-overlay'
import { FOLLOWED_COMPANIES_KEY, findCachedCompany, patchCachedFollowers } from './followed-companies-query'

/** Follow or unfollow one company; `name` names the write and its toasts. */
export type CompanyFollowInput = { companyId: string; following: boolean; name?: string }

export const FOLLOW_TEXTS = {
  signIn: 'Please sign in to follow companies',
  followFailed: 'Failed to follow company',
  unfollowFailed: 'Failed to unfollow company',
  followed: (name: string) => `You're following ${name}`,
  unfollowed: (name: string) => `You unfollowed ${name}`,
} as const

/**
 * Following a company, as an offline write: one entity per company, `company-follow:<id>`, each write setting
 * the whole state — POST /api/Companies/{id}/follow follows, DELETE unfollows.
 */
export const companyFollowWrite = defineOfflineWrite<CompanyFollowInput, boolean>({
  kind: 'company-follow',
  entity: ({ companyId }) => companyId,
  request: ({ companyId, following }) => ({
    method: following ? 'POST' : 'DELETE',
    path: `/api/Companies/${encodeURIComponent(companyId)}/follow`,
  }),
  label: ({ following, name }) => {
    const who = name?.trim() || 'company'
    return following ? `Follow ${who}` : `Unfollow ${who}`
  },
  // While the write waits, the company shows as the user set it (and its follower count moves by one).
  optimistic: ({ following }) => following,
  serverData: FOLLOWED_COMPANIES_KEY,
  // Accepted: into the followed list, and the server's follower count into every cached copy, at once.
  settle: ({ queryClient }, input, data) => {
    const result = parseWriteData(FollowResultSchema, data)
    const following = result?.isFollowing ?? input.following
    const list = queryClient.getQueryData<Company[]>(FOLLOWED_COMPANIES_KEY)
    if (list) {
      const company = findCachedCompany(queryClient, input.companyId)
      queryClient.setQueryData(
        FOLLOWED_COMPANIES_KEY,
        applyConfirmedFollow(list, input.companyId, following, company),
      )
    }
    if (result) patchCachedFollowers(queryClient, input.companyId, result.followersCount, following)
    // The profile's stats count followers too.
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'company' && query.queryKey[2] === 'stats',
    })
    return { ...input, following }
  },
  // Refused or discarded: nothing outside the overlay changed, so the company shows the server's state again.
  texts: {
    done: ({ following, name = 'the company' }) =>
      following ? FOLLOW_TEXTS.followed(name) : FOLLOW_TEXTS.unfollowed(name),
    failed: ({ following }) => (following ? FOLLOW_TEXTS.followFailed : FOLLOW_TEXTS.unfollowFailed),
  },
})
