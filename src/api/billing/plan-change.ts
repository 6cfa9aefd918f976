import * as v from 'valibot'
import { MAX_SEATS } from '../pricing'

/**
 * POST /api/Billing/subscription/change (issue 17, shape ours): change the seats (prorated) and/or switch
 * monthly ⇄ annual. The difference for the rest of the period is charged at once; a decrease is not refunded
 * (it applies at the same price until the period ends, as Stripe's default credit would).
 */
export const PlanChangeInputSchema = v.pipe(
  v.strictObject({
    quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS))),
    billingCycle: v.optional(v.picklist(['monthly', 'annual'])),
  }),
  v.check((input) => input.quantity !== undefined || input.billingCycle !== undefined, 'Nothing to change'),
)
export type PlanChangeInput = v.InferOutput<typeof PlanChangeInputSchema>

export const PLAN_CHANGE_TEXTS = {
  changed: 'Your plan was changed.',
  unchanged: 'This is already your plan.',
  belowSeatsUsed: (used: number) =>
    `${used} ${used === 1 ? 'seat is' : 'seats are'} in use: remove members before going below that.`,
} as const
