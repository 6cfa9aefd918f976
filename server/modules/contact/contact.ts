import type { ContactMessage, ContactResult } from '@/api/contact'
import type { ServiceContext } from '../../core/service-context'
import { contactMessages } from '../../db/schema/contact-messages'
import type { ContactNotifier } from '../../core/module-settings'

/** Forwards a stored message (e.g. mails it to support). Its failure never loses the message. */

/** Stores the message first, then notifies: the visitor gets a confirmation even when mail is down. */
export async function submitContactMessage(
  ctx: ServiceContext,
  input: ContactMessage,
  notify?: ContactNotifier,
): Promise<ContactResult> {
  const [row] = await ctx.db.insert(contactMessages).values(input).returning()
  if (!row) throw new Error('contact message insert returned no row')
  if (notify) {
    try {
      await notify(row)
    } catch (error) {
      ctx.log.error({ err: error, contactMessageId: row.id }, 'contact notification failed; message kept')
    }
  }
  return { id: row.id }
}
