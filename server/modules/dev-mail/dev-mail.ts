import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { mailOutbox, type MailOutboxRow } from '../../db/schema/mail-outbox'
import { isUuid } from '../../core/uuid'

/** How many messages the dev outbox lists, newest first. */
export const DEV_MAIL_LIST_LIMIT = 200

/** The newest messages of the dev outbox, optionally only those to one address. */
export async function recentMail(db: Db, to?: string): Promise<MailOutboxRow[]> {
  const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(DEV_MAIL_LIST_LIMIT)
  return to ? query.where(eq(mailOutbox.to, to)) : query
}

/** One message of the dev outbox; an id that is no uuid finds nothing. */
export async function mailById(db: Db, id: string): Promise<MailOutboxRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return row
}
