import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notificationMailPreferences, notifications, pushSubscriptions } from '../../db/schema/notifications'

/**
 * The notification part of "my data" (decision 039): the caller's own notifications, mail preferences and push devices go
 * into the export; on deletion they are erased, and the deleted person disappears as the actor of others'
 * notifications (the items stay, saying "Someone").
 */
export async function exportNotificationData(db: Db, userId: string) {
  const [items, preferences, devices] = await Promise.all([
    db
      .select({
        kind: notifications.kind,
        subjectId: notifications.subjectId,
        detail: notifications.detail,
        count: notifications.eventCount,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, userId)),
    db.select().from(notificationMailPreferences).where(eq(notificationMailPreferences.userId, userId)),
    // The devices' push endpoints, without their keys.
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ])
  return { notifications: items, notificationMailPreferences: preferences, pushSubscriptions: devices }
}

export async function eraseNotificationData(tx: Db, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.recipientId, userId))
  await tx.update(notifications).set({ actorId: null }).where(eq(notifications.actorId, userId))
  await tx.delete(notificationMailPreferences).where(eq(notificationMailPreferences.userId, userId))
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
}
