import type { ContactMessage, ContactResult } from '@/api/contact'
import type { Db } from '../../db/client'
import { contactMessages, type ContactMessageRow } from '../../db/schema/contact-messages'
import type { Logger } from '../../logger'

/** Forwards a stored message (e.g. mails it to support). Its failure never loses the message. */
export type ContactNotifier = (message: ContactMessageRow) => Promise<void>

export type ContactDeps = { db: Db; logger: Logger; notify?: ContactNotifier | undefined }

/** Stores the message first, then notifies: the visitor gets a confirmation even when mail is down. */
export async function submitContactMessage(deps: ContactDeps, input: ContactMessage): Promise<ContactResult> {
  const [row] = await deps.db.insert(contactMessages).values(input).returning()
  if (!row) throw new Error('contact message insert returned no row')
  if (deps.notify) {
    try {
      await deps.notify(row)
    } catch (error) {
      deps.logger.error({ err: error, contactMessageId: row.id }, 'contact notification failed; message kept')
    }
  }
  return { id: row.id }
}
