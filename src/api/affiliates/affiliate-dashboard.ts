import * as v from 'valibot'

/**
 * The affiliate programme (issue 18, decision 041): the terms both sides show, and GET /api/Affiliates/me.
 * Money is integer cents. Referred people appear only as "Referral #n": no name, email or id.
 */

export const AFFILIATE_TERMS = {
  /** Commission on every paid invoice of a referred customer… */
  commissionRatePercent: 25,
  /** …for invoices paid within this many months of their sign-up. */
  commissionMonths: 12,
  /** A commission stays pending this long after the payment (the refund window), then is approved. */
  approvalDays: 30,
  /** A click on the short link holds the attribution this long (first touch wins). */
  attributionDays: 30,
  /** Payouts are made once the approved balance reaches this. */
  payoutMinimumCents: 5000,
} as const

/** The short link's path prefix: /r/CODE counts the click and redirects to /signup?ref=CODE. */
export const SHORT_LINK_PREFIX = '/r/'

/** Codes: letters, digits and dashes, 3–32 (the sign-up field accepts 1–64; anything else matches nobody). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/

export const COMMISSION_STATUSES = ['pending', 'approved', 'reversed', 'paid'] as const
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number]

export const AFFILIATE_RANGES = [30, 90, 365] as const
export const AffiliateDashboardQuerySchema = v.object({
  days: v.optional(v.picklist(['30', '90', '365']), '90'),
})

const EarningsSchema = v.object({
  pendingCents: v.number(),
  approvedCents: v.number(),
  paidCents: v.number(),
  reversedCents: v.number(),
})
export type Earnings = v.InferOutput<typeof EarningsSchema>

/** One bucket of the charts (a day for 30 days, a week for 90, a month for 365). */
export const AffiliatePointSchema = v.object({
  /** First day of the bucket, YYYY-MM-DD (UTC). */
  start: v.string(),
  clicks: v.number(),
  signups: v.number(),
  conversions: v.number(),
  ...EarningsSchema.entries,
})
export type AffiliatePoint = v.InferOutput<typeof AffiliatePointSchema>

export const RecentReferralSchema = v.object({
  /** 1 for the affiliate's first referral, counting up: the only handle on a referred person. */
  number: v.number(),
  signedUpAt: v.string(),
  plan: v.picklist(['Free', 'Premium']),
  /** Paid invoices that earned a commission (reversed ones excluded). */
  paidConversions: v.number(),
  earnedCents: v.number(),
})
export type RecentReferral = v.InferOutput<typeof RecentReferralSchema>

export const AffiliateDashboardSchema = v.object({
  code: v.string(),
  /** Absolute URLs on this server. */
  signupLink: v.string(),
  shortLink: v.string(),
  currency: v.string(),
  range: v.object({ days: v.number(), bucket: v.picklist(['day', 'week', 'month']), from: v.string() }),
  totals: v.object({
    clicks: v.number(),
    signups: v.number(),
    conversions: v.number(),
    ...EarningsSchema.entries,
  }),
  /** All time, whatever the range: what is owed now. */
  balance: EarningsSchema,
  series: v.array(AffiliatePointSchema),
  recentReferrals: v.array(RecentReferralSchema),
})
export type AffiliateDashboard = v.InferOutput<typeof AffiliateDashboardSchema>

export const AFFILIATE_TEXTS = {
  notAffiliate:
    'The affiliate dashboard is for affiliates. Choose the Affiliate role in your account to join.',
  payoutNotFound: 'Payout not found.',
  nothingDue: 'No affiliate has an approved balance of at least the payout minimum.',
  invoiceNotFound: 'Invoice not found.',
} as const
