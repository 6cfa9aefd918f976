import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema/mail-outbox'
import type { Logger } from '../logger'
import type { MailTransport } from './mailer'

const LINK = /https?:\/\/[^\s<>"')]+/g

/**
 * The embedded default: the mail is stored for /dev/mail and its links are logged, so a developer
 * without SMTP can still confirm an address or reset a password.
 */
export function outboxTransport(db: Db, from: string, logger: Logger): MailTransport {
  return async (message) => {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to: message.to,
        from,
        subject: message.subject,
        kind: message.kind,
        text: message.text,
        html: message.html,
      })
      .returning({ id: mailOutbox.id })
    const links = message.text.match(LINK) ?? []
    logger.info(
      { mailId: row?.id, to: message.to, kind: message.kind, links },
      `dev outbox: "${message.subject}" to ${message.to}${links.length ? ` — ${links.join(' ')}` : ''}`,
    )
  }
}
