import { sql } from 'drizzle-orm'
import { isFeatureOn } from '../../core/feature-flags'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema/notifications'
import { isBlockedEitherWay } from '../people/connection-records'
import type { NotificationEvent } from './notification-event'
import { scheduleNotificationMail } from './notification-mail'
import { schedulePush } from './push-delivery'

export type { NotificationEvent }

/**
 * The producers' one call (connection requested/accepted, message sent, application stage moved), made inside
 * the producer's own transaction so the notification commits or rolls back with the event. Nothing is written
 * when the NOTIFICATIONS flag is off, to oneself, or across a block (either way).
 *
 * Coalescing (decision 049): an unread notification of the same kind and subject is refreshed instead of a new
 * one added — its count goes up, it moves to the top (created_at = now) and, having news again, is due for mail
 * again. So a burst of twenty messages in one conversation is one unread item saying "20 new messages".
 */
export async function notify(tx: Db, event: NotificationEvent, now: Date): Promise<void> {
  if (event.recipientId === event.actorId) return
  if (!(await isFeatureOn(tx, 'NOTIFICATIONS'))) return
  if (await isBlockedEitherWay(tx, event.recipientId, event.actorId)) return
  await tx
    .insert(notifications)
    .values({
      recipientId: event.recipientId,
      kind: event.kind,
      actorId: event.actorId,
      subjectId: event.subjectId,
      detail: event.detail ?? null,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [notifications.recipientId, notifications.kind, notifications.subjectId],
      targetWhere: sql`${notifications.readAt} is null`,
      set: {
        actorId: event.actorId,
        detail: event.detail ?? null,
        eventCount: sql`${notifications.eventCount} + 1`,
        createdAt: now,
        mailedAt: null,
      },
    })
  await scheduleNotificationMail(tx, event, now)
  await schedulePush(tx, event.recipientId)
}
