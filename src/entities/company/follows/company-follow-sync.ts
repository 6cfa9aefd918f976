import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { FollowResultSchema, type Company, type FollowResult } from '@/api/companies'
import { isOnEntry } from '@/lib/sync/outbox-toggle'
import {
  createOutboxToggleSync,
  type OutboxToggleDeps,
  type SetToggleResult,
  type ToggleIntentsStore,
} from '@/lib/sync/outbox-toggle-sync'
import { COMPANY_FOLLOW_PREFIX, FOLLOW_TEXTS, applyConfirmedFollow, followWrite } from './follow-overlay'
import { FOLLOWED_COMPANIES_KEY, findCachedCompany, patchCachedFollowers } from './followed-companies-query'

export type CompanyFollowSyncDeps = OutboxToggleDeps & { queryClient: QueryClient }

export type CompanyFollowSync = {
  /** This tab's recent intents (see outbox-toggle.ts). */
  intents: ToggleIntentsStore
  /** Follows or unfollows through the outbox: shown at once, sent when possible; a visitor is told to sign in. */
  setFollowing: (companyId: string, follow: boolean, name: string) => Promise<SetToggleResult>
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

const nameFromLabel = (label: string) => label.replace(/^(Follow|Unfollow)\s+/, '').trim() || 'the company'

/**
 * The follow button's engine: the outbox toggle of outbox-toggle-sync.ts for `company-follow:<id>`. An accepted
 * follow or unfollow goes into the followed list and into every cached copy of the company (state, follower
 * count) at once; a refusal says 'Failed to follow company' with the server's reason.
 */
export function createCompanyFollowSync({ queryClient, ...deps }: CompanyFollowSyncDeps): CompanyFollowSync {
  const toggle = createOutboxToggleSync(deps, {
    prefix: COMPANY_FOLLOW_PREFIX,
    write: followWrite,
    accepted: (companyId, entry, data) => {
      const result = parseResult(data)
      const follows = result?.isFollowing ?? isOnEntry(entry)
      const list = queryClient.getQueryData<Company[]>(FOLLOWED_COMPANIES_KEY)
      if (list) {
        const company = findCachedCompany(queryClient, companyId)
        queryClient.setQueryData<Company[]>(
          FOLLOWED_COMPANIES_KEY,
          applyConfirmedFollow(list, companyId, follows, company),
        )
      }
      if (result) patchCachedFollowers(queryClient, companyId, result.followersCount, follows)
      // The profile's stats count followers too.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'company' && query.queryKey[2] === 'stats',
      })
      return follows
    },
    refetch: () => void queryClient.invalidateQueries({ queryKey: FOLLOWED_COMPANIES_KEY }),
    nameOf: (companyId, entry) =>
      findCachedCompany(queryClient, companyId)?.name ?? nameFromLabel(entry.label),
    successText: (follows, name = 'the company') =>
      follows ? FOLLOW_TEXTS.followed(name) : FOLLOW_TEXTS.unfollowed(name),
    failureText: (follows) => (follows ? FOLLOW_TEXTS.followFailed : FOLLOW_TEXTS.unfollowFailed),
  })

  return {
    intents: toggle.intents,
    setFollowing: async (companyId, follow, name) => {
      if (!deps.getUserId()) {
        deps.notify({ type: 'info', title: FOLLOW_TEXTS.signIn })
        return 'signed-out'
      }
      return toggle.set(companyId, follow, name)
    },
    stop: toggle.stop,
  }
}
