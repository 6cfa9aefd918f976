import { and, desc, eq, isNull } from 'drizzle-orm'
import { webPush } from './web-push-lib'
import { notificationText } from '@/api/notifications/notification'
import type { PushPayload } from '@/api/notifications/push'
import { isFeatureOn } from '../../core/feature-flags'
import { enqueue } from '../../core/queue/queue'
import type { QueueHandler } from '../../core/queue/queue-worker'
import type { ServiceContext } from '../../core/service-context'
import type { Db } from '../../db/client'
import { notifications, pushSubscriptions } from '../../db/schema/notifications'
import { users } from '../../db/schema/users'
import { vapidKeys } from './push-keys'
import { fetchPushTransport, type PushRequest, type PushTransport } from './push-transport'
import { toNotification, unreadCount } from './notification-records'

export const NOTIFICATION_PUSH_QUEUE = 'notification-push'
/** A push older than this is not worth showing; the push service drops it. */
const PUSH_TTL_SECONDS = 3600

/**
 * Called by notify() in the event's transaction when the user has a subscription: one waiting job per user
 * (singleton key), so a burst of messages is one push showing the newest notification and the unread count.
 */
export async function schedulePush(tx: Db, userId: string): Promise<void> {
  const [any] = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1)
  if (any) await enqueue(tx, NOTIFICATION_PUSH_QUEUE, { userId }, { singletonKey: userId })
}

/**
 * The VAPID contact push services may use: the site when it is https, else (development over http) a mailto of
 * its host, since web-push accepts only https: and mailto: subjects.
 */
export function vapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl)
  return url.protocol === 'https:' ? url.origin : `mailto:webpush@${url.hostname}`
}

/** web-push's encrypted request (RFC 8291 aes128gcm, VAPID auth) for one subscription; no network. */
export function buildPushRequest(
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
  vapid: { subject: string; publicKey: string; privateKey: string },
): PushRequest {
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'normal', topic: 'notifications' },
  )
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([key, value]) => [key, String(value)]),
  )
  return { endpoint: details.endpoint, method: details.method, headers, body: details.body }
}

/**
 * Pushes the user's newest unread notification to each of their devices. A push service answering 404 or 410
 * says the subscription is gone: its row is deleted. Other failures are logged and not retried (a late push is
 * worse than none; the bell still shows the count). Answers how many devices accepted it.
 */
export async function deliverPush(
  ctx: ServiceContext,
  userId: string,
  transport: PushTransport = fetchPushTransport,
): Promise<number> {
  if (!(await isFeatureOn(ctx.db, 'NOTIFICATIONS'))) return 0
  const [newest] = await ctx.db
    .select({ row: notifications, actor: users })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(1)
  if (!newest) return 0
  const item = toNotification(newest.row, newest.actor)
  const payload: PushPayload = {
    title: 'ReelHire',
    body: notificationText(item),
    url: item.url,
    unread: await unreadCount(ctx.db, userId),
  }
  const keys = vapidKeys(ctx.settings.DATA_DIR)
  const vapid = { subject: vapidSubject(ctx.settings.PUBLIC_URL), ...keys }
  const subscriptions = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
  let delivered = 0
  for (const subscription of subscriptions) {
    try {
      const { status } = await transport(buildPushRequest(subscription, payload, vapid))
      if (status === 404 || status === 410) {
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id))
      } else if (status >= 200 && status < 300) {
        delivered++
      } else {
        ctx.log.warn({ status, userId }, 'push service refused a notification')
      }
    } catch (error) {
      ctx.log.warn({ err: error, userId }, 'push delivery failed')
    }
  }
  return delivered
}

export const notificationPushHandler: QueueHandler = {
  async run(job, ctx) {
    const userId = (job.payload as { userId?: unknown }).userId
    if (typeof userId === 'string') await deliverPush(ctx, userId)
  },
  concurrency: 4,
}
