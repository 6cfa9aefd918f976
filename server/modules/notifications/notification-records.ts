import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Notification, NotificationPage } from '@/api/notifications/notification'
import { paged, pageWindow, type PageQuery } from '@/api/pagination'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema/notifications'
import { users } from '../../db/schema/users'

type Row = typeof notifications.$inferSelect
type ActorRow = { id: string; slug: string; firstName: string; lastName: string; avatar: string | null }

/** Where an item leads: the person's profile, the conversation, or the applicant's applications. */
function urlOf(row: Row, actor: ActorRow | null): string {
  switch (row.kind) {
    case 'connection_requested':
    case 'connection_accepted':
      return `/people/${actor?.slug ?? row.subjectId}`
    case 'message':
      return `/messages/${row.subjectId}`
    case 'application_stage':
      return '/applications'
  }
}

export function toNotification(row: Row, actor: ActorRow | null): Notification {
  return {
    id: row.id,
    kind: row.kind,
    actor: actor
      ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), avatar: actor.avatar }
      : null,
    subjectId: row.subjectId,
    detail: row.detail,
    count: row.eventCount,
    url: urlOf(row, actor),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }
}

const actorColumns = {
  id: users.id,
  slug: users.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
}

/** The recipient's notifications, newest first (ties by id, so pages never overlap). */
export async function listNotifications(db: Db, userId: string, query: PageQuery): Promise<NotificationPage> {
  const { limit, offset } = pageWindow(query)
  const mine = eq(notifications.recipientId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: notifications, actor: actorColumns })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(mine),
  ])
  const items = rows.map(({ row, actor }) => toNotification(row, actor?.id ? (actor as ActorRow) : null))
  return paged(items, total?.n ?? 0, query.page, query.limit)
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

/**
 * Marks one of the recipient's notifications read; false when there is no such notification of theirs (someone
 * else's is answered the same, so ids cannot be probed). Marking a read one again keeps its first read time.
 */
export async function markOneRead(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .returning()
  if (!row) return null
  const [actor] = row.actorId
    ? await db.select(actorColumns).from(users).where(eq(users.id, row.actorId))
    : []
  return toNotification(row, actor ?? null)
}

/** Marks all of the recipient's unread notifications read; answers how many. */
export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return rows.length
}
