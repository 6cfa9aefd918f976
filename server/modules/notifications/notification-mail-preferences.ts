import { eq } from 'drizzle-orm'
import type { NotificationKind } from '@/api/notifications/notification'
import {
  NOTIFICATION_MAIL_DEFAULTS,
  type NotificationMailPreferences,
  type NotificationMailPreferencesInput,
} from '@/api/notifications/notification-mail'
import type { Db } from '../../db/client'
import { notificationMailPreferences } from '../../db/schema/notifications'

/** A notification kind → its preference field. */
export const PREFERENCE_OF: Record<NotificationKind, keyof NotificationMailPreferences> = {
  connection_requested: 'connectionRequested',
  connection_accepted: 'connectionAccepted',
  message: 'message',
  application_stage: 'applicationStage',
}

/** The user's preferences: their row, or the defaults when they never changed one. */
export async function readMailPreferences(db: Db, userId: string): Promise<NotificationMailPreferences> {
  const [row] = await db
    .select()
    .from(notificationMailPreferences)
    .where(eq(notificationMailPreferences.userId, userId))
  if (!row) return { ...NOTIFICATION_MAIL_DEFAULTS }
  return {
    connectionRequested: row.connectionRequested,
    connectionAccepted: row.connectionAccepted,
    message: row.message,
    applicationStage: row.applicationStage,
  }
}

/** Applies the given fields over the current preferences (an upsert: the first change writes the row). */
export async function updateMailPreferences(
  db: Db,
  userId: string,
  input: NotificationMailPreferencesInput,
  now: Date,
): Promise<NotificationMailPreferences> {
  const current = await readMailPreferences(db, userId)
  const next: NotificationMailPreferences = {
    connectionRequested: input.connectionRequested ?? current.connectionRequested,
    connectionAccepted: input.connectionAccepted ?? current.connectionAccepted,
    message: input.message ?? current.message,
    applicationStage: input.applicationStage ?? current.applicationStage,
  }
  await db
    .insert(notificationMailPreferences)
    .values({ userId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: notificationMailPreferences.userId, set: { ...next, updatedAt: now } })
  return next
}
