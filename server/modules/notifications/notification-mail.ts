import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { notificationText } from '@/api/notifications/notification'
import { enqueue } from '../../core/queue/queue'
import type { QueueHandler } from '../../core/queue/queue-worker'
import { isFeatureOn } from '../../core/feature-flags'
import type { ServiceContext } from '../../core/service-context'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema/notifications'
import { users } from '../../db/schema/users'
import { renderMail } from '../../mail/layout'
import type { MailMessage } from '../../mail/mailer'
import { unsubscribeToken } from './mail-unsubscribe'
import { PREFERENCE_OF, readMailPreferences } from './notification-mail-preferences'
import { toNotification } from './notification-records'
import type { NotificationEvent } from './notification-event'

export const NOTIFICATION_MAIL_QUEUE = 'notification-mail'
/**
 * How long a user's mail waits after the first unmailed notification: what arrives meanwhile (a burst of
 * messages, three requests) goes into the same mail. One waiting job per user (the queue's singleton key).
 */
export const NOTIFICATION_MAIL_DELAY_MS = 5 * 60_000

/** Called by notify() in the event's transaction: a mail is due later unless the user turned this kind off. */
export async function scheduleNotificationMail(tx: Db, event: NotificationEvent, now: Date): Promise<void> {
  const preferences = await readMailPreferences(tx, event.recipientId)
  if (!preferences[PREFERENCE_OF[event.kind]]) return
  await enqueue(
    tx,
    NOTIFICATION_MAIL_QUEUE,
    { userId: event.recipientId },
    { singletonKey: event.recipientId, runAt: new Date(now.getTime() + NOTIFICATION_MAIL_DELAY_MS) },
  )
}

function digestMail(
  publicUrl: string,
  secret: string,
  to: { id: string; email: string },
  lines: readonly { text: string; url: string }[],
): MailMessage {
  const title = lines.length === 1 ? lines[0]!.text : `You have ${lines.length} new notifications`
  const oneClick = `${publicUrl}/api/Notifications/mail-unsubscribe/${unsubscribeToken(secret, to.id)}`
  const { text, html } = renderMail(title, [
    ...lines.map((line) => ({ link: { label: line.text, url: `${publicUrl}${line.url}` } })),
    { button: { label: 'Open notifications', url: `${publicUrl}/notifications` } },
    { text: `Choose which emails you get in Settings: ${publicUrl}/settings` },
  ])
  return {
    to: to.email,
    kind: 'notification',
    subject: title,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/**
 * Mails the user's unread notifications not mailed yet, of the kinds they still want, as one mail; every row
 * looked at is then marked mailed (a kind turned off is not mailed later either). Rows that commit while this
 * runs are left for the next mail. Read ones are never mailed: the user has seen them.
 */
export async function sendNotificationMail(ctx: ServiceContext, userId: string): Promise<number> {
  if (!(await isFeatureOn(ctx.db, 'NOTIFICATIONS'))) return 0
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, slug: users.slug })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return 0
  const rows = await ctx.db
    .select({ row: notifications, actor: users })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(
      and(
        eq(notifications.recipientId, userId),
        isNull(notifications.readAt),
        isNull(notifications.mailedAt),
      ),
    )
    .orderBy(desc(notifications.createdAt))
  if (rows.length === 0) return 0
  const preferences = await readMailPreferences(ctx.db, userId)
  const wanted = rows
    .filter(({ row }) => preferences[PREFERENCE_OF[row.kind]])
    .map(({ row, actor }) => toNotification(row, actor))
  if (wanted.length > 0) {
    await ctx.mailer.deliver(
      digestMail(
        ctx.settings.PUBLIC_URL,
        ctx.settings.JWT_SECRET,
        user,
        wanted.map((item) => ({ text: notificationText(item), url: item.url })),
      ),
    )
  }
  await ctx.db
    .update(notifications)
    .set({ mailedAt: ctx.now() })
    .where(
      inArray(
        notifications.id,
        rows.map(({ row }) => row.id),
      ),
    )
  return wanted.length
}

export const notificationMailHandler: QueueHandler = {
  async run(job, ctx) {
    const userId = (job.payload as { userId?: unknown }).userId
    if (typeof userId === 'string') await sendNotificationMail(ctx, userId)
  },
  concurrency: 2,
}
