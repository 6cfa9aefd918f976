import * as v from 'valibot'

/** POST /api/Payment/webhook's answer: received, and whether this event id had been handled before. */
export const WebhookReceiptSchema = v.object({ received: v.literal(true), duplicate: v.boolean() })
export type WebhookReceipt = v.InferOutput<typeof WebhookReceiptSchema>
