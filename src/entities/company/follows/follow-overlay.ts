import type { Company } from '@/api/companies'
import type { OutboxWrite } from '@/lib/outbox/types'
import { toggleEntityKey, toggleWrite, type ToggleIntent } from '@/lib/sync/outbox-toggle'

/**
 * Follows go through the outbox as an on/off toggle (outbox-toggle.ts): one entity per company,
 * `company-follow:<id>`. POST /api/Companies/{id}/follow follows, DELETE unfollows.
 */

export const COMPANY_FOLLOW_PREFIX = 'company-follow'
export const companyFollowEntityKey = (companyId: string) => toggleEntityKey(COMPANY_FOLLOW_PREFIX, companyId)
export const followPath = (companyId: string) => `/api/Companies/${encodeURIComponent(companyId)}/follow`

export const FOLLOW_TEXTS = {
  signIn: 'Please sign in to follow companies',
  followFailed: 'Failed to follow company',
  unfollowFailed: 'Failed to unfollow company',
  followed: (name: string) => `You're following ${name}`,
  unfollowed: (name: string) => `You unfollowed ${name}`,
} as const

export function followWrite(userId: string, companyId: string, follow: boolean, name?: string): OutboxWrite {
  const who = name?.trim() || 'company'
  return toggleWrite(COMPANY_FOLLOW_PREFIX, {
    userId,
    id: companyId,
    on: follow,
    path: followPath(companyId),
    label: follow ? `Follow ${who}` : `Unfollow ${who}`,
  })
}

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
 * waiting to be followed that `lookup` can find (a company the user followed from a card is in the cache).
 */
export function followedCompaniesWithOverlay(
  serverList: readonly Company[],
  queued: ReadonlyMap<string, ToggleIntent>,
  lookup: (companyId: string) => Company | undefined,
): Company[] {
  const kept = serverList.filter((company) => queued.get(company.id)?.on !== false)
  const present = new Set(kept.map((company) => company.id))
  const added: Company[] = []
  for (const [companyId, write] of queued) {
    if (!write.on || present.has(companyId)) continue
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
