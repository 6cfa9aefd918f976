import type { Company } from '@/api/companies/company'
import type { PendingWrite } from '@/lib/sync/offline-write-state'

/**
 * The follower count to show: the server's count moved by one when the shown state differs from the one the
 * count was taken with (a follow still waiting adds the user, an unfollow still waiting removes them).
 */
export function followersWithOverlay(count: number, countedAsFollowing: boolean, shownFollowing: boolean) {
  if (countedAsFollowing === shownFollowing) return count
  return Math.max(0, count + (shownFollowing ? 1 : -1))
}

/**
 * The followed companies to list: the server's list without the ones waiting to be unfollowed, plus the ones
 * waiting to be followed that `lookup` can find (a company the user followed from a card is in the cache),
 * newest first. `pending`: the pending follow writes by company id, oldest first.
 */
export function followedCompaniesWithOverlay(
  serverList: readonly Company[],
  pending: ReadonlyMap<string, PendingWrite<{ following: boolean }>>,
  lookup: (companyId: string) => Company | undefined,
): Company[] {
  const kept = serverList.filter((company) => pending.get(company.id)?.input.following !== false)
  const present = new Set(kept.map((company) => company.id))
  const added: Company[] = []
  for (const [companyId, write] of pending) {
    if (!write.input.following || present.has(companyId)) continue
    const company = lookup(companyId)
    if (company) added.push(company)
  }
  return [...added.reverse(), ...kept]
}

/** The server list after a follow was confirmed (newest first) or an unfollow was. */
export function applyConfirmedFollow(
  list: readonly Company[],
  companyId: string,
  follows: boolean,
  company: Company | undefined,
): Company[] {
  const rest = list.filter((item) => item.id !== companyId)
  if (!follows) return rest
  return company ? [company, ...rest] : [...list]
}
