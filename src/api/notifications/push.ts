import * as v from 'valibot'

/** Web Push (issue 15, decision 049): the server's VAPID public key and this device's subscription. */
export const PUSH_TEXTS = {
  subscribed: 'Push notifications are on for this device',
  unsubscribed: 'Push notifications are off for this device',
  endpointInvalid: 'endpoint must be an https URL.',
  keysInvalid: 'keys.p256dh and keys.auth must be base64url text.',
  toggle: 'Push notifications on this device',
  denied:
    'Notifications are blocked for this site in your browser settings. Allow them there to turn this on.',
  unsupported: 'This browser does not support push notifications.',
} as const

export const PushPublicKeySchema = v.object({ publicKey: v.string() })
export type PushPublicKey = v.InferOutput<typeof PushPublicKeySchema>

const base64url = v.pipe(
  v.string(PUSH_TEXTS.keysInvalid),
  v.regex(/^[A-Za-z0-9_-]+=*$/, PUSH_TEXTS.keysInvalid),
  v.maxLength(200, PUSH_TEXTS.keysInvalid),
)
const endpoint = v.pipe(
  v.string(PUSH_TEXTS.endpointInvalid),
  v.maxLength(1000, PUSH_TEXTS.endpointInvalid),
  v.url(PUSH_TEXTS.endpointInvalid),
  v.startsWith('https://', PUSH_TEXTS.endpointInvalid),
)

/** POST /api/Notifications/push/subscriptions: PushSubscription.toJSON() of the browser (expirationTime ignored). */
export const PushSubscribeInputSchema = v.object({
  endpoint,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.strictObject({ p256dh: base64url, auth: base64url }),
})
export type PushSubscribeInput = v.InferOutput<typeof PushSubscribeInputSchema>

/** DELETE /api/Notifications/push/subscriptions. */
export const PushUnsubscribeInputSchema = v.strictObject({ endpoint })

export const PushSubscriptionResultSchema = v.object({ endpoint: v.string(), subscribed: v.boolean() })
export type PushSubscriptionResult = v.InferOutput<typeof PushSubscriptionResultSchema>

/** What the service worker receives (JSON): the text to show and the path to open on click. */
export const PushPayloadSchema = v.object({
  title: v.string(),
  body: v.string(),
  url: v.string(),
  unread: v.number(),
})
export type PushPayload = v.InferOutput<typeof PushPayloadSchema>
