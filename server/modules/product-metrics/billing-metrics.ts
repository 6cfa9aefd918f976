import { and, eq, gte, isNotNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { invoices } from '../../db/schema/billing'
import { addDays, dayStart } from './metric-days'

type PaidPeriod = { accountId: string; start: number; end: number; monthlyCents: number }

/** A period longer than two months is an annual one: its monthly share is a twelfth. */
const TWO_MONTHS_MS = 62 * 86_400_000

/**
 * Paying accounts, MRR and churn per day, from paid invoices (never updated after insert, decision 034):
 * an account pays on a day when a paid invoice's period covers the day's end; its MRR share is that invoice's
 * total, a twelfth of it for an annual one; an account churns on the first day it no longer pays after a
 * day it did (a subscription cancelled at period end churns the day after its last paid day).
 */
export async function billingByDay(
  db: Db,
  days: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>([
    ['billing.paying_accounts', new Map()],
    ['billing.mrr_cents', new Map()],
    ['billing.churned_accounts', new Map()],
  ])
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) return out
  // Periods covering any end of day from the day before `first` to `last`.
  const rows = await db
    .select({
      accountId: invoices.accountId,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      totalCents: invoices.totalCents,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'paid'),
        isNotNull(invoices.accountId),
        lt(invoices.periodStart, dayStart(addDays(last, 1))),
        gte(invoices.periodEnd, dayStart(first)),
      ),
    )
  const periods: PaidPeriod[] = rows.map((row) => {
    const start = row.periodStart.getTime()
    const end = row.periodEnd.getTime()
    const annual = end - start > TWO_MONTHS_MS
    return {
      accountId: row.accountId!,
      start,
      end,
      monthlyCents: annual ? Math.round(row.totalCents / 12) : row.totalCents,
    }
  })
  /** Account → its monthly cents on the day (the latest period when two meet at a renewal). */
  const payingOn = (day: string) => {
    const endOfDay = dayStart(addDays(day, 1)).getTime()
    const paying = new Map<string, PaidPeriod>()
    for (const period of periods) {
      if (period.start >= endOfDay || period.end < endOfDay) continue
      const known = paying.get(period.accountId)
      if (!known || known.start < period.start) paying.set(period.accountId, period)
    }
    return paying
  }
  let before = payingOn(addDays(first, -1))
  for (const day of days) {
    const paying = payingOn(day)
    let mrr = 0
    for (const period of paying.values()) mrr += period.monthlyCents
    let churned = 0
    for (const accountId of before.keys()) if (!paying.has(accountId)) churned++
    out.get('billing.paying_accounts')!.set(day, paying.size)
    out.get('billing.mrr_cents')!.set(day, mrr)
    out.get('billing.churned_accounts')!.set(day, churned)
    before = paying
  }
  return out
}
