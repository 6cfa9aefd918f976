import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { TeamSeats } from '@/api/team/team-members'
import type { Db } from '../../db/client'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { subscriptions } from '../../db/schema/billing'
import { accountInvitations } from '../../db/schema/team-invitations'

/**
 * Seats (decision 042): everyone on the team takes one, and so does every pending invitation; together they
 * never exceed the quantity of the account's active, unexpired subscription (0 without Premium).
 */

/** Invitations that still hold a seat: not accepted, not cancelled, not expired. */
export const pendingInvitation = (now: Date) =>
  and(
    isNull(accountInvitations.acceptedAt),
    isNull(accountInvitations.revokedAt),
    gt(accountInvitations.expiresAt, now),
  )

export async function paidSeats(db: Db, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ quantity: sql<number>`coalesce(max(${subscriptions.quantity}), 0)::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
  return row?.quantity ?? 0
}

export async function memberCount(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountMemberships)
    .where(eq(accountMemberships.accountId, accountId))
  return row?.n ?? 0
}

export async function pendingCount(db: Db, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountInvitations)
    .where(and(eq(accountInvitations.accountId, accountId), pendingInvitation(now)))
  return row?.n ?? 0
}

export async function teamSeats(db: Db, accountId: string, now: Date): Promise<TeamSeats> {
  const [paid, members, pending] = await Promise.all([
    paidSeats(db, accountId, now),
    memberCount(db, accountId),
    pendingCount(db, accountId, now),
  ])
  const used = members + pending
  return { paid, members, pending, used, available: Math.max(0, paid - used) }
}

/**
 * Takes the account's row lock for the rest of the transaction: every change of who holds a seat (an
 * invitation sent, resent or accepted) runs after it, so two of them never count the same free seat —
 * on PostgreSQL under READ COMMITTED, and on PGlite (one connection, transactions already in turn).
 */
export async function lockAccount(tx: Db, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update')
}
