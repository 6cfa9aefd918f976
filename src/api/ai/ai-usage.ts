import * as v from 'valibot'

/** Free users' AI requests per calendar month (UTC) — seed 1 §6 and §9; Premium and paid plans are unlimited. */
export const FREE_AI_REQUESTS_PER_MONTH = 10

/** Where every quota message sends people (seed 1 §2 "The upgrade link defaults to /pricing"). */
export const AI_UPGRADE_URL = '/pricing'

/** GET /api/Billing/ai-usage/month (seed 1 §3 "AI usage"). An unlimited plan still reports what it used. */
export const AiUsageSchema = v.object({
  isUnlimited: v.boolean(),
  limit: v.number(),
  used: v.number(),
  remaining: v.number(),
  /** The calendar month counted, YYYY-MM in UTC (the count starts again on the 1st). */
  month: v.string(),
})
export type AiUsage = v.InferOutput<typeof AiUsageSchema>

/** The `details` of an AI_USAGE_LIMIT_REACHED failure (seed 1 §8: upgradeUrl, used, limit, remaining). */
export type AiLimitDetails = { used: number; limit: number; remaining: number; upgradeUrl: string }

/** At 2 or fewer left the panel warns (seed 1 §2). */
export const AI_LOW_REMAINING = 2

/** Every AI quota and banner text of seed 1 §8, exactly. */
export const AI_USAGE_TEXTS = {
  quotaExhausted: (limit: number) =>
    `You've used all ${limit} free AI requests for this month. Upgrade to Premium for unlimited AI.`,
  usedThisMonth: (used: number, limit: number) => `AI Requests: ${used}/${limit} used this month`,
  remaining: (n: number) => `Only ${n} request(s) remaining`,
  limitReached: 'Monthly limit reached. Upgrade to Pro for unlimited access.',
  signedOut: 'Sign in to get 10 free AI requests per month. Upgrade to Pro for unlimited access.',
  signedIn: 'You have 10 free AI requests per month. Upgrade to Pro for unlimited access.',
  chatUpgradeLine: 'Upgrade to Premium for unlimited AI access!',
  chatFallback:
    "I'm experiencing a technical issue. Let me try to help you anyway! What would you like to know about resumes, job searching, or recruitment?",
  contextFailed: (reason: string) => `Context-aware AI request failed: ${reason}`,
} as const
