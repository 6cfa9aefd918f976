import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import {
  SHORT_LINK_PREFIX,
  type AffiliateDashboard,
  type CommissionStatus,
  type Earnings,
} from '@/api/affiliates/affiliate-dashboard'
import type { Db } from '../../db/client'
import { affiliateClicks, affiliateCommissions, affiliateReferrals } from '../../db/schema/affiliates'
import { users } from '../../db/schema/users'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { ensureAffiliateCode } from './affiliate-codes'
import { bucketFor, bucketOf, emptySeries, rangeStart } from './dashboard-buckets'

/**
 * GET /api/Affiliates/me: one affiliate's own numbers (decision 041). Every query is filtered by the affiliate's
 * id; referred people are numbered, never named — no id, name or email leaves this function.
 */

const EARNING_KEY: Record<CommissionStatus, keyof Earnings> = {
  pending: 'pendingCents',
  approved: 'approvedCents',
  paid: 'paidCents',
  reversed: 'reversedCents',
}

const utcDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`

const zeroEarnings = (): Earnings => ({ pendingCents: 0, approvedCents: 0, paidCents: 0, reversedCents: 0 })

export async function affiliateDashboard(
  ctx: ServiceContext,
  affiliateUserId: string,
  days: number,
): Promise<AffiliateDashboard> {
  const { db } = ctx
  const [affiliate] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, affiliateUserId))
  if (!affiliate) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  const now = ctx.now()
  const code = await ensureAffiliateCode(db, affiliate, now)
  const from = rangeStart(now, days)
  const bucket = bucketFor(days)
  const series = emptySeries(from, now, bucket)
  const at = (day: string) => series.get(bucketOf(day, from, bucket))

  const clickDay = utcDay(affiliateClicks.clickedAt)
  for (const row of await db
    .select({ day: clickDay, n: count() })
    .from(affiliateClicks)
    .where(and(eq(affiliateClicks.affiliateUserId, affiliate.id), gte(affiliateClicks.clickedAt, from)))
    .groupBy(clickDay)) {
    const point = at(row.day)
    if (point) point.clicks += row.n
  }

  const signupDay = utcDay(affiliateReferrals.createdAt)
  for (const row of await db
    .select({ day: signupDay, n: count() })
    .from(affiliateReferrals)
    .where(and(eq(affiliateReferrals.affiliateUserId, affiliate.id), gte(affiliateReferrals.createdAt, from)))
    .groupBy(signupDay)) {
    const point = at(row.day)
    if (point) point.signups += row.n
  }

  const earnedDay = utcDay(affiliateCommissions.earnedAt)
  const commissionRows = await db
    .select({
      day: earnedDay,
      status: affiliateCommissions.status,
      // A clawback (negative row) is money taken back, not a conversion.
      conversions: sql<number>`count(*) filter (where ${affiliateCommissions.amountCents} > 0)::int`,
      cents: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}), 0)::int`,
    })
    .from(affiliateCommissions)
    .where(
      and(eq(affiliateCommissions.affiliateUserId, affiliate.id), gte(affiliateCommissions.earnedAt, from)),
    )
    .groupBy(earnedDay, affiliateCommissions.status)
  for (const row of commissionRows) {
    const point = at(row.day)
    if (!point) continue
    if (row.status !== 'reversed') point.conversions += row.conversions
    point[EARNING_KEY[row.status]] += row.cents
  }

  const points = [...series.values()]
  const sum = (key: keyof (typeof points)[number]) =>
    points.reduce((total, point) => total + (typeof point[key] === 'number' ? point[key] : 0), 0)

  return {
    code,
    signupLink: `${ctx.settings.PUBLIC_URL}/signup?ref=${encodeURIComponent(code)}`,
    shortLink: `${ctx.settings.PUBLIC_URL}${SHORT_LINK_PREFIX}${encodeURIComponent(code)}`,
    currency: 'usd',
    range: { days, bucket, from: from.toISOString() },
    totals: {
      clicks: sum('clicks'),
      signups: sum('signups'),
      conversions: sum('conversions'),
      pendingCents: sum('pendingCents'),
      approvedCents: sum('approvedCents'),
      paidCents: sum('paidCents'),
      reversedCents: sum('reversedCents'),
    },
    balance: await balanceOf(db, affiliate.id),
    series: points,
    recentReferrals: await recentReferrals(db, affiliate.id),
  }
}

/** All-time amounts by status. */
export async function balanceOf(db: Db, affiliateUserId: string): Promise<Earnings> {
  const balance = zeroEarnings()
  const rows = await db
    .select({
      status: affiliateCommissions.status,
      cents: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}), 0)::int`,
    })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateUserId, affiliateUserId))
    .groupBy(affiliateCommissions.status)
  for (const row of rows) balance[EARNING_KEY[row.status]] += row.cents
  return balance
}

const RECENT_LIMIT = 10

/** The latest referrals, numbered in sign-up order: "Referral #12, signed up 3 days ago, Premium". */
async function recentReferrals(db: Db, affiliateUserId: string) {
  const numbered = db
    .select({
      referredUserId: affiliateReferrals.referredUserId,
      createdAt: affiliateReferrals.createdAt,
      number:
        sql<number>`row_number() over (order by ${affiliateReferrals.createdAt}, ${affiliateReferrals.referredUserId})::int`.as(
          'number',
        ),
    })
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.affiliateUserId, affiliateUserId))
    .as('numbered')
  const rows = await db
    .select({
      number: numbered.number,
      createdAt: numbered.createdAt,
      isPremium: users.isPremium,
      paidConversions: sql<number>`(select count(*)::int from ${affiliateCommissions} c where c.affiliate_user_id = ${affiliateUserId} and c.referred_user_id = ${numbered.referredUserId} and c.status <> 'reversed' and c.amount_cents > 0)`,
      earnedCents: sql<number>`(select coalesce(sum(c.amount_cents), 0)::int from ${affiliateCommissions} c where c.affiliate_user_id = ${affiliateUserId} and c.referred_user_id = ${numbered.referredUserId} and c.status <> 'reversed')`,
    })
    .from(numbered)
    .innerJoin(users, eq(users.id, numbered.referredUserId))
    .orderBy(desc(numbered.number))
    .limit(RECENT_LIMIT)
  return rows.map((row) => ({
    number: row.number,
    signedUpAt: row.createdAt.toISOString(),
    plan: row.isPremium ? ('Premium' as const) : ('Free' as const),
    paidConversions: row.paidConversions,
    earnedCents: row.earnedCents,
  }))
}
