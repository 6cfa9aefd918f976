import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { AFFILIATE_TERMS, AFFILIATE_TEXTS } from '@/api/affiliates/affiliate-dashboard'
import type { AffiliateAdminOverview, Payout } from '@/api/affiliates/affiliate-admin'
import { ErrorCode } from '@/api/errors'
import { Role, roleToCode } from '@/api/roles'
import type { Db } from '../../db/client'
import {
  affiliateClicks,
  affiliateCodes,
  affiliateCommissions,
  affiliatePayouts,
  affiliateReferrals,
  type AffiliatePayoutRow,
} from '../../db/schema/affiliates'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import type { SignedInViewer } from '../../core/viewer'
import { mayAdministerAffiliates } from './affiliate-policy'

/**
 * Payouts (decision 041), admins only: "prepare" gathers each affiliate's approved, unpaid commissions into one
 * payout when they reach the minimum; the open payouts are exported as CSV for the bank or PayPal run; "paid"
 * marks a payout and its commissions paid. A commission joins one payout at most (payout_id).
 */

function requireAdmin(viewer: SignedInViewer) {
  if (!mayAdministerAffiliates(viewer)) throw new AppError(ErrorCode.AUTHORIZATION_ERROR)
}

const payoutColumns = {
  payout: affiliatePayouts,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
}

function toPayout(row: {
  payout: AffiliatePayoutRow
  firstName: string
  lastName: string
  email: string
}): Payout {
  return {
    id: row.payout.id,
    affiliateUserId: row.payout.affiliateUserId,
    affiliateName: `${row.firstName} ${row.lastName}`.trim(),
    affiliateEmail: row.email,
    amountCents: row.payout.amountCents,
    currency: row.payout.currency,
    commissionCount: row.payout.commissionCount,
    createdAt: row.payout.createdAt.toISOString(),
    paidAt: row.payout.paidAt?.toISOString() ?? null,
  }
}

async function payoutsWhere(db: Db, where: SQL | undefined, limit = 100) {
  const rows = await db
    .select(payoutColumns)
    .from(affiliatePayouts)
    .innerJoin(users, eq(users.id, affiliatePayouts.affiliateUserId))
    .where(where)
    .orderBy(desc(affiliatePayouts.createdAt))
    .limit(limit)
  return rows.map(toPayout)
}

/** GET /api/Affiliates/admin: every affiliate's totals and the latest payouts. */
export async function adminOverview(
  ctx: ServiceContext,
  viewer: SignedInViewer,
): Promise<AffiliateAdminOverview> {
  requireAdmin(viewer)
  const { db } = ctx
  const money = (status: string) =>
    sql<number>`(select coalesce(sum(c.amount_cents), 0)::int from ${affiliateCommissions} c where c.affiliate_user_id = ${users.id} and c.status = ${status})`
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      code: affiliateCodes.code,
      clicks: sql<number>`(select count(*)::int from ${affiliateClicks} k where k.affiliate_user_id = ${users.id})`,
      signups: sql<number>`(select count(*)::int from ${affiliateReferrals} r where r.affiliate_user_id = ${users.id})`,
      pendingCents: money('pending'),
      approvedCents: money('approved'),
      paidCents: money('paid'),
    })
    .from(users)
    .leftJoin(affiliateCodes, eq(affiliateCodes.userId, users.id))
    .where(eq(users.roleCode, roleToCode(Role.Affiliate)))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(200)
  return {
    affiliates: rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      name: `${firstName} ${lastName}`.trim(),
    })),
    payouts: await payoutsWhere(db, undefined),
    payoutMinimumCents: AFFILIATE_TERMS.payoutMinimumCents,
  }
}

/** POST /api/Affiliates/payouts: one payout per affiliate whose approved, unpaid balance reaches the minimum. */
export async function preparePayouts(
  ctx: ServiceContext,
  viewer: SignedInViewer,
): Promise<{ payouts: Payout[] }> {
  requireAdmin(viewer)
  const now = ctx.now()
  const ids = await ctx.db.transaction(async (tx) => {
    // Locked, so two admins preparing at once never put one commission in two payouts.
    const due = await tx
      .select({
        id: affiliateCommissions.id,
        affiliateUserId: affiliateCommissions.affiliateUserId,
        amountCents: affiliateCommissions.amountCents,
        currency: affiliateCommissions.currency,
      })
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.status, 'approved'), isNull(affiliateCommissions.payoutId)))
      .for('update')
    const groups = new Map<string, typeof due>()
    for (const row of due) {
      const key = `${row.affiliateUserId}:${row.currency}`
      groups.set(key, [...(groups.get(key) ?? []), row])
    }
    const created: string[] = []
    for (const rows of groups.values()) {
      const amountCents = rows.reduce((total, row) => total + row.amountCents, 0)
      if (amountCents < AFFILIATE_TERMS.payoutMinimumCents) continue
      const [payout] = await tx
        .insert(affiliatePayouts)
        .values({
          affiliateUserId: rows[0]!.affiliateUserId,
          amountCents,
          currency: rows[0]!.currency,
          commissionCount: rows.length,
          createdAt: now,
        })
        .returning({ id: affiliatePayouts.id })
      await tx
        .update(affiliateCommissions)
        .set({ payoutId: payout!.id })
        .where(
          inArray(
            affiliateCommissions.id,
            rows.map((row) => row.id),
          ),
        )
      created.push(payout!.id)
    }
    return created
  })
  if (ids.length === 0) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: AFFILIATE_TEXTS.nothingDue })
  return { payouts: await payoutsWhere(ctx.db, inArray(affiliatePayouts.id, ids)) }
}

/** A spreadsheet never runs a cell as a formula: text starting with = + - @ (or a tab/CR) gets a leading '. */
export function csvCell(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** GET /api/Affiliates/payouts.csv: the open (unpaid) payouts, one line each, amounts in currency units. */
export async function openPayoutsCsv(ctx: ServiceContext, viewer: SignedInViewer): Promise<string> {
  requireAdmin(viewer)
  const open = await payoutsWhere(ctx.db, isNull(affiliatePayouts.paidAt), 1000)
  const header = [
    'payout_id',
    'affiliate_name',
    'affiliate_email',
    'amount',
    'currency',
    'commissions',
    'prepared_at',
  ]
  const lines = open.map((p) =>
    [
      p.id,
      p.affiliateName,
      p.affiliateEmail,
      (p.amountCents / 100).toFixed(2),
      p.currency.toUpperCase(),
      p.commissionCount,
      p.createdAt,
    ]
      .map(csvCell)
      .join(','),
  )
  return [header.join(','), ...lines].join('\r\n') + '\r\n'
}

/** POST /api/Affiliates/payouts/{id}/paid: the payout and its commissions paid; a repeat changes nothing. */
export async function markPayoutPaid(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
): Promise<Payout> {
  requireAdmin(viewer)
  const notFound = new AppError(ErrorCode.NOT_FOUND_ERROR, { message: AFFILIATE_TEXTS.payoutNotFound })
  if (!isUuid(id)) throw notFound
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const [payout] = await tx
      .update(affiliatePayouts)
      .set({ paidAt: now, paidByUserId: viewer.userId })
      .where(and(eq(affiliatePayouts.id, id), isNull(affiliatePayouts.paidAt)))
      .returning({ id: affiliatePayouts.id })
    if (!payout) return
    await tx
      .update(affiliateCommissions)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(affiliateCommissions.payoutId, id), eq(affiliateCommissions.status, 'approved')))
  })
  const [paid] = await payoutsWhere(ctx.db, eq(affiliatePayouts.id, id), 1)
  if (!paid) throw notFound
  return paid
}
