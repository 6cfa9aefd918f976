import { asc, eq, like } from 'drizzle-orm'
import { AFFILIATE_TERMS } from '@/api/affiliates/affiliate-dashboard'
import {
  affiliateClicks,
  affiliateCodes,
  affiliateCommissions,
  affiliatePayouts,
  affiliateReferrals,
} from '../db/schema/affiliates'
import { users } from '../db/schema/users'
import { commissionOf } from '../modules/affiliates/commissions'
import { findUserByEmail } from '../modules/auth/user-records'
import { SAMPLE_PEOPLE_EMAILS } from './sample-identities'
import type { Seeder } from './seeder'

const DAY_MS = 86_400_000
export const SAMPLE_AFFILIATE_EMAIL = 'affiliate@reelhire.dev'
export const SAMPLE_AFFILIATE_CODE = 'AVERY-2026'

/** Annual Premium for one and for three seats, in cents (the prices of src/api/pricing.ts). */
const INVOICE_TOTALS = [9552, 28656, 9552, 9552]

/**
 * The sample affiliate's programme, around the day the seed runs: a code, clicks over the last three months,
 * eight sample people who signed up through the link, and commissions in every state — paid (with its payout),
 * approved, pending and one reversed by a refund. The sample commissions have no invoice of their own (the sample
 * people bought nothing); the rules that make real ones are tested in server/modules/affiliates.
 */
export const affiliatesSeeder: Seeder = {
  name: 'sample-affiliates',
  version: 1,
  async run({ db, log, now }) {
    const affiliate = await findUserByEmail(db, SAMPLE_AFFILIATE_EMAIL)
    if (
      !affiliate ||
      (await db.$count(affiliateReferrals, eq(affiliateReferrals.affiliateUserId, affiliate.id))) > 0
    )
      return
    const today = now().getTime()
    const at = (daysAgo: number, hour = 10) =>
      new Date(today - daysAgo * DAY_MS + hour * 3_600_000 - 12 * 3_600_000)
    await db
      .insert(affiliateCodes)
      .values({ userId: affiliate.id, code: SAMPLE_AFFILIATE_CODE, createdAt: at(100) })
      .onConflictDoNothing()

    // Clicks: a few a week, more after a newsletter 40 days ago.
    const clicks: Date[] = []
    for (let day = 90; day >= 0; day--) {
      const count = (day % 3 === 0 ? 1 : 0) + (day >= 38 && day <= 42 ? 4 : 0) + (day % 7 === 2 ? 2 : 0)
      for (let i = 0; i < count; i++) clicks.push(at(day, 8 + i))
    }
    await db
      .insert(affiliateClicks)
      .values(clicks.map((clickedAt) => ({ affiliateUserId: affiliate.id, clickedAt })))

    const referred = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, SAMPLE_PEOPLE_EMAILS))
      .orderBy(asc(users.email))
      .limit(8)
    const signedUpDaysAgo = [85, 70, 58, 41, 40, 33, 12, 4]
    await db.insert(affiliateReferrals).values(
      referred.map((person, i) => ({
        referredUserId: person.id,
        affiliateUserId: affiliate.id,
        code: SAMPLE_AFFILIATE_CODE,
        createdAt: at(signedUpDaysAgo[i]!),
      })),
    )

    // The first four paid: two long enough ago to be paid out, one approved, one pending; the fifth was refunded.
    const paidDaysAgo = [80, 64, 35, 9, 20]
    const statuses = ['paid', 'paid', 'approved', 'pending', 'reversed'] as const
    const rows = referred.slice(0, 5).map((person, i) => {
      const earnedAt = at(paidDaysAgo[i]!)
      const total = INVOICE_TOTALS[i % INVOICE_TOTALS.length]!
      const approveAfter = new Date(earnedAt.getTime() + AFFILIATE_TERMS.approvalDays * DAY_MS)
      const status = statuses[i]!
      return {
        affiliateUserId: affiliate.id,
        referredUserId: person.id,
        invoiceTotalCents: total,
        amountCents: commissionOf(total),
        currency: 'usd',
        status,
        earnedAt,
        approveAfter,
        approvedAt: status === 'paid' || status === 'approved' ? approveAfter : null,
        reversedAt: status === 'reversed' ? at(paidDaysAgo[i]! - 5) : null,
        paidAt: status === 'paid' ? at(5) : null,
      }
    })
    const paidCents = rows
      .filter((row) => row.status === 'paid')
      .reduce((sum, row) => sum + row.amountCents, 0)
    const [payout] = await db
      .insert(affiliatePayouts)
      .values({
        affiliateUserId: affiliate.id,
        amountCents: paidCents,
        currency: 'usd',
        commissionCount: 2,
        createdAt: at(6),
        paidAt: at(5),
      })
      .returning({ id: affiliatePayouts.id })
    await db
      .insert(affiliateCommissions)
      .values(rows.map((row) => ({ ...row, payoutId: row.status === 'paid' ? payout!.id : null })))
    log.info(
      { clicks: clicks.length, referrals: referred.length, commissions: rows.length },
      'sample affiliate added',
    )
  },
}
