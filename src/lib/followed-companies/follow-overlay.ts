import type { Company } from '@/api/companies'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'

/**
 * Follows go through the outbox (decision 011): one entity per company, so follow → unfollow → follow while
 * offline is one request with the final state. What the screen shows is the server's followed set overlaid
 * with the writes still waiting; a refused write (failed) no longer counts, which is the rollback.
 */

export const COMPANY_FOLLOW_PREFIX = 'company-follow'
export const companyFollowEntityKey = (companyId: string) => `${COMPANY_FOLLOW_PREFIX}:${companyId}`
export const followPath = (companyId: string) => `/api/Companies/${encodeURIComponent(companyId)}/follow`

export const FOLLOW_TEXTS = {
  signIn: 'Please sign in to follow companies',
  followFailed: 'Failed to follow company',
  unfollowFailed: 'Failed to unfollow company',
  followed: (name: string) => `You're following ${name}`,
  unfollowed: (name: string) => `You unfollowed ${name}`,
  /** Appended to the success text when the write waits for the network. */
  offlineSuffix: " — will sync when you're back online",
} as const

/** A click of this tab (or a write the server just accepted), newer than the followed list it overrides. */
export type FollowIntent = { follows: boolean; at: number }
export type FollowIntents = Readonly<Record<string, FollowIntent>>

/** The whole new state (POST follows, DELETE unfollows): replaying it is harmless. */
export function followWrite(userId: string, companyId: string, follow: boolean, name?: string): OutboxWrite {
  const who = name?.trim() || 'company'
  return {
    entityKey: companyFollowEntityKey(companyId),
    userId,
    method: follow ? 'POST' : 'DELETE',
    path: followPath(companyId),
    label: follow ? `Follow ${who}` : `Unfollow ${who}`,
  }
}

/** The company id of a follow entry, or null for any other entity. */
export function followedCompanyIdOf(entry: Pick<OutboxEntry, 'entityKey'>): string | null {
  const prefix = `${COMPANY_FOLLOW_PREFIX}:`
  return entry.entityKey.startsWith(prefix) ? entry.entityKey.slice(prefix.length) || null : null
}

/**
 * companyId → the state the user's waiting follow writes will leave (the latest write per company wins; the
 * queue is in send order). Failed writes are left out: the server refused them, so the server's word stands.
 */
export function pendingFollows(entries: readonly OutboxEntry[], userId: string | null): Map<string, boolean> {
  const states = new Map<string, boolean>()
  if (!userId) return states
  for (const entry of entries) {
    if (entry.userId !== userId || entry.status === 'failed') continue
    const companyId = followedCompanyIdOf(entry)
    if (companyId) states.set(companyId, entry.method !== 'DELETE')
  }
  return states
}

export type FollowSources = {
  /** The waiting write, if any. */
  queued: boolean | undefined
  intent: FollowIntent | undefined
  /** The server's word (undefined while the followed list is unknown). */
  server: boolean | undefined
  /** When the followed list was fetched (0 when never). */
  serverUpdatedAt: number
}

/**
 * Whether the company shows as followed: a waiting write decides; else this tab's intent while it is newer
 * than the followed list (a click not yet visible in the outbox store, a write just accepted); else the
 * server's word (undefined when nothing is known).
 */
export function resolveFollowing({
  queued,
  intent,
  server,
  serverUpdatedAt,
}: FollowSources): boolean | undefined {
  if (queued !== undefined) return queued
  if (intent && intent.at >= serverUpdatedAt) return intent.follows
  return server
}

/** Whether the user follows the company: a waiting write decides, else the server's set. */
export function isFollowingWithOverlay(
  companyId: string,
  serverIds: ReadonlySet<string>,
  pending: ReadonlyMap<string, boolean>,
): boolean {
  return pending.get(companyId) ?? serverIds.has(companyId)
}

/** The server's followed ids with the waiting writes applied. */
export function followedIdsWithOverlay(
  serverIds: ReadonlySet<string>,
  pending: ReadonlyMap<string, boolean>,
): Set<string> {
  const ids = new Set(serverIds)
  for (const [companyId, follows] of pending) {
    if (follows) ids.add(companyId)
    else ids.delete(companyId)
  }
  return ids
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
  pending: ReadonlyMap<string, boolean>,
  lookup: (companyId: string) => Company | undefined,
): Company[] {
  const kept = serverList.filter((company) => pending.get(company.id) !== false)
  const present = new Set(kept.map((company) => company.id))
  const added: Company[] = []
  for (const [companyId, follows] of pending) {
    if (!follows || present.has(companyId)) continue
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
