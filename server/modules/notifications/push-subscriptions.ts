import { and, eq } from 'drizzle-orm'
import type { PushSubscribeInput, PushSubscriptionResult } from '@/api/notifications/push'
import type { Db } from '../../db/client'
import { pushSubscriptions } from '../../db/schema/notifications'

/**
 * Subscribes this device for the caller. The endpoint is the device: subscribing again refreshes its keys, and
 * an endpoint last used by someone else (a shared browser after a sign-out) now belongs to the caller.
 */
export async function subscribePush(
  db: Db,
  userId: string,
  input: PushSubscribeInput,
  now: Date,
): Promise<PushSubscriptionResult> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }
  await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
  return { endpoint: input.endpoint, subscribed: true }
}

/** Removes the caller's own subscription of this endpoint (someone else's is left alone); no error if none. */
export async function unsubscribePush(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<PushSubscriptionResult> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
  return { endpoint, subscribed: false }
}
