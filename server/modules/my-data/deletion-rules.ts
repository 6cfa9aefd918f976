import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { MY_DATA_TEXTS, type DeletionBlocker } from '@/api/my-data'
import type { Db } from '../../db/client'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { subscriptions } from '../../db/schema/billing'

/**
 * What happens to the accounts a user owns when they delete theirs (decision 039). An owned account nobody
 * else belongs to goes with them. An owned account with other members is never taken from them silently:
 * deletion waits until the owner has removed the members or handed the account over. A subscription that
 * still renews must be cancelled first, so no card is charged for an account that no longer exists.
 */

export async function ownedAccountsOf(db: Db, userId: string) {
  return db
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.ownerUserId, userId))
}

export async function deletionBlockers(db: Db, userId: string, now: Date): Promise<DeletionBlocker[]> {
  const owned = await ownedAccountsOf(db, userId)
  if (owned.length === 0) return []
  const ids = owned.map((a) => a.id)
  const withMembers = await db
    .selectDistinct({ accountId: accountMemberships.accountId })
    .from(accountMemberships)
    .where(and(inArray(accountMemberships.accountId, ids), sql`${accountMemberships.userId} <> ${userId}`))
  const renewing = await db
    .selectDistinct({ accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.accountId, ids),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
  const nameOf = (id: string) => owned.find((a) => a.id === id)?.name ?? ''
  return [
    ...withMembers.map(({ accountId }) => ({
      kind: 'account-members' as const,
      accountId,
      accountName: nameOf(accountId),
      message: MY_DATA_TEXTS.accountMembers(nameOf(accountId)),
    })),
    ...renewing.map(({ accountId }) => ({
      kind: 'renewing-subscription' as const,
      accountId,
      accountName: nameOf(accountId),
      message: MY_DATA_TEXTS.renewingSubscription(nameOf(accountId)),
    })),
  ]
}
