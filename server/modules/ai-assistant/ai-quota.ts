import { and, eq, gt, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import {
  AI_UPGRADE_URL,
  AI_USAGE_TEXTS,
  FREE_AI_REQUESTS_PER_MONTH,
  type AiLimitDetails,
  type AiUsage,
} from '@/api/ai/ai-usage'
import { aiUsageMonths } from '../../db/schema/ai-assistant'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { hasUnlimitedAi } from './ai-plan'

/** The first day of `now`'s calendar month in UTC: the quota starts again at 00:00 UTC on the 1st. */
export function monthOf(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`
}

const usageOf = (used: number, isUnlimited: boolean, month: string): AiUsage => ({
  isUnlimited,
  limit: FREE_AI_REQUESTS_PER_MONTH,
  used,
  remaining: isUnlimited ? FREE_AI_REQUESTS_PER_MONTH : Math.max(0, FREE_AI_REQUESTS_PER_MONTH - used),
  month: month.slice(0, 7),
})

async function usedIn(ctx: ServiceContext, userId: string, month: string): Promise<number> {
  const [row] = await ctx.db
    .select({ used: aiUsageMonths.used })
    .from(aiUsageMonths)
    .where(and(eq(aiUsageMonths.userId, userId), eq(aiUsageMonths.month, month)))
  return row?.used ?? 0
}

/** GET /api/Billing/ai-usage/month: the caller's count for this month. */
export async function getAiUsage(ctx: ServiceContext, viewer: SignedInViewer): Promise<AiUsage> {
  const month = monthOf(ctx.now())
  const [used, isUnlimited] = await Promise.all([
    usedIn(ctx, viewer.userId, month),
    hasUnlimitedAi(ctx, viewer.userId),
  ])
  return usageOf(used, isUnlimited, month)
}

export function aiLimitReached(used: number): AppError {
  const details: AiLimitDetails = {
    used,
    limit: FREE_AI_REQUESTS_PER_MONTH,
    remaining: 0,
    upgradeUrl: AI_UPGRADE_URL,
  }
  return new AppError(ErrorCode.AI_USAGE_LIMIT_REACHED, {
    message: AI_USAGE_TEXTS.quotaExhausted(FREE_AI_REQUESTS_PER_MONTH),
    details,
  })
}

/**
 * Claims one request of the month: one statement that inserts the month's row or adds one to it — unless the
 * plan is limited and the row is already at the limit, when it changes nothing and answers no row. PostgreSQL
 * locks the row for the update, so of twenty parallel claims with one unit left exactly one gets it.
 */
async function claim(ctx: ServiceContext, userId: string, month: string, unlimited: boolean) {
  const [row] = await ctx.db
    .insert(aiUsageMonths)
    .values({ userId, month, used: 1, updatedAt: ctx.now() })
    .onConflictDoUpdate({
      target: [aiUsageMonths.userId, aiUsageMonths.month],
      set: { used: sql`${aiUsageMonths.used} + 1`, updatedAt: ctx.now() },
      ...(unlimited ? {} : { setWhere: sql`${aiUsageMonths.used} < ${FREE_AI_REQUESTS_PER_MONTH}` }),
    })
    .returning({ used: aiUsageMonths.used })
  return row?.used
}

/** Gives a claimed request back (the engine failed): the month it was claimed in, never below zero. */
async function refund(ctx: ServiceContext, userId: string, month: string) {
  await ctx.db
    .update(aiUsageMonths)
    .set({ used: sql`${aiUsageMonths.used} - 1` })
    .where(and(eq(aiUsageMonths.userId, userId), eq(aiUsageMonths.month, month), gt(aiUsageMonths.used, 0)))
}

/** A claimed unit of the month's quota: the usage after the claim, and how to give it back. */
export type AiQuotaClaim = { usage: AiUsage; refund: () => Promise<void> }

/**
 * Claims one request of the month (or throws AI_USAGE_LIMIT_REACHED with used, limit, remaining and
 * upgradeUrl). For calls whose work outlives the claim's caller (a streamed answer): the caller gives the unit
 * back with `refund` when the engine fails; `refund` does it at most once and never throws.
 */
export async function claimAiRequest(ctx: ServiceContext, viewer: SignedInViewer): Promise<AiQuotaClaim> {
  const month = monthOf(ctx.now())
  const unlimited = await hasUnlimitedAi(ctx, viewer.userId)
  const used = await claim(ctx, viewer.userId, month, unlimited)
  if (used === undefined) throw aiLimitReached(await usedIn(ctx, viewer.userId, month))
  let refunded = false
  return {
    usage: usageOf(used, unlimited, month),
    refund: async () => {
      if (refunded) return
      refunded = true
      await refund(ctx, viewer.userId, month).catch((refundError: unknown) =>
        ctx.log.error({ err: refundError }, 'AI quota refund failed'),
      )
    },
  }
}

/**
 * Runs one AI request under the monthly quota (seed 1 §6): claims a unit first (or throws
 * AI_USAGE_LIMIT_REACHED with used, limit, remaining and upgradeUrl), runs `run`, and gives the unit back if
 * `run` throws — so a request is counted once, only when it succeeded. Unlimited plans are counted too (the
 * usage call reports it) but never refused. Any AI call (the assistant, the AI tools) goes through here.
 */
export async function withAiQuota<T>(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  run: () => Promise<T>,
): Promise<{ result: T; usage: AiUsage }> {
  const claimed = await claimAiRequest(ctx, viewer)
  let result: T
  try {
    result = await run()
  } catch (error) {
    await claimed.refund()
    throw error
  }
  return { result, usage: claimed.usage }
}
