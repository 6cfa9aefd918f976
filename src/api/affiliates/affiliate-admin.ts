import * as v from 'valibot'

/** The admins' side of the affiliate programme (issue 18): every affiliate's totals and the payouts. */

export const AffiliateSummarySchema = v.object({
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  code: v.nullable(v.string()),
  clicks: v.number(),
  signups: v.number(),
  pendingCents: v.number(),
  approvedCents: v.number(),
  paidCents: v.number(),
})
export type AffiliateSummary = v.InferOutput<typeof AffiliateSummarySchema>

export const PayoutSchema = v.object({
  id: v.string(),
  affiliateUserId: v.string(),
  affiliateName: v.string(),
  affiliateEmail: v.string(),
  amountCents: v.number(),
  currency: v.string(),
  commissionCount: v.number(),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
})
export type Payout = v.InferOutput<typeof PayoutSchema>

export const AffiliateAdminOverviewSchema = v.object({
  affiliates: v.array(AffiliateSummarySchema),
  payouts: v.array(PayoutSchema),
  payoutMinimumCents: v.number(),
})
export type AffiliateAdminOverview = v.InferOutput<typeof AffiliateAdminOverviewSchema>

export const CreatedPayoutsSchema = v.object({ payouts: v.array(PayoutSchema) })
