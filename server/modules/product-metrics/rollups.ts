import { between, max, min } from 'drizzle-orm'
import { METRICS } from '@/api/product-metrics/product-metrics'
import type { ServiceContext } from '../../core/service-context'
import { productMetricDays } from '../../db/schema/product-metrics'
import { users } from '../../db/schema/users'
import { addDays, daysBetween, eachDay, utcDay } from './metric-days'
import { computeFigures } from './metric-queries'

/** Days recomputed on every run besides today: late writes (a refund, a stage change stamped late) settle. */
export const RECENT_DAYS = 2
/** The first run fills the past from the first user's sign-up, at most this far back (three years). */
export const BACKFILL_MAX_DAYS = 1096
/** Days computed and written per transaction, so a long backfill never holds one huge transaction. */
const CHUNK_DAYS = 31
const INSERT_BATCH = 500

/**
 * Recomputes the rollups of the days from `from` to `to`: each chunk of days is computed from the product's tables
 * and replaces that chunk's rows in one transaction, every fixed metric written for every day (0 included), so a
 * run twice gives the same rows and a reader never sees a half-written day.
 */
export async function recomputeDays(ctx: ServiceContext, from: string, to: string): Promise<number> {
  let written = 0
  for (let start = from; start <= to; start = addDays(start, CHUNK_DAYS)) {
    const end = addDays(start, CHUNK_DAYS - 1) < to ? addDays(start, CHUNK_DAYS - 1) : to
    const figures = await computeFigures(ctx, start, end)
    const keys = new Set([...METRICS.map((metric) => metric.key), ...figures.keys()])
    const computedAt = ctx.now()
    const rows = [...keys].flatMap((metric) =>
      eachDay(start, end).map((day) => ({
        day,
        metric,
        value: figures.get(metric)?.get(day) ?? 0,
        computedAt,
      })),
    )
    await ctx.db.transaction(async (tx) => {
      await tx.delete(productMetricDays).where(between(productMetricDays.day, start, end))
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await tx.insert(productMetricDays).values(rows.slice(i, i + INSERT_BATCH))
      }
    })
    written += rows.length
  }
  return written
}

/**
 * The days a scheduled run recomputes: the first run backfills from the first sign-up (at most BACKFILL_MAX_DAYS
 * back), and so does any run that finds the past not filled yet (an admin's recompute of recent days may have come
 * first); later runs redo the last RECENT_DAYS days and today, and from the newest stored day when the server was
 * down longer than that.
 */
export async function daysDue(ctx: ServiceContext): Promise<{ from: string; to: string }> {
  const today = utcDay(ctx.now())
  const [first] = await ctx.db.select({ at: min(users.createdAt) }).from(users)
  const earliest = addDays(today, -BACKFILL_MAX_DAYS)
  const firstDay = first?.at ? utcDay(first.at) : today
  const backfillFrom = firstDay < earliest ? earliest : firstDay > today ? today : firstDay
  const [stored] = await ctx.db
    .select({ oldest: min(productMetricDays.day), newest: max(productMetricDays.day) })
    .from(productMetricDays)
  if (!stored?.oldest || !stored.newest || stored.oldest > backfillFrom)
    return { from: backfillFrom, to: today }
  const recent = addDays(today, -RECENT_DAYS)
  return { from: stored.newest < recent ? stored.newest : recent, to: today }
}

/** One run of the job: the due days, or the explicit ones of an admin's recompute (bounded by the caller). */
export async function runRollup(ctx: ServiceContext, range?: { from: string; to: string }): Promise<void> {
  const { from, to } = range ?? (await daysDue(ctx))
  if (daysBetween(from, to) < 0) return
  const started = performance.now()
  const rows = await recomputeDays(ctx, from, to)
  ctx.log.info(
    { from, to, rows, durationMs: Math.round(performance.now() - started) },
    'product metrics rolled up',
  )
}

/** The stored rows of a range (the dashboard reads these, never the raw tables). */
export async function storedRollups(ctx: ServiceContext, from: string, to: string) {
  return ctx.db
    .select()
    .from(productMetricDays)
    .where(between(productMetricDays.day, from, to))
}
