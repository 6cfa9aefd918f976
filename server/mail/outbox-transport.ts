import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema/mail-outbox'
import type { Logger } from '../logger'
import type { MailTransport } from './mailer'

/**
 * The embedded default: the mail is stored for /dev/mail, where a developer without SMTP opens it to
 * confirm an address or reset a password. The log line says a mail is there, never what it says: its
 * links and subject carry confirmation codes, reset tokens and sign-in codes (issue 11).
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
        headers: message.headers ?? null,
      })
      .returning({ id: mailOutbox.id })
    logger.info(
      { mailId: row?.id, to: message.to, kind: message.kind },
      `dev outbox: ${message.kind} mail to ${message.to}, read it at /dev/mail/${row?.id ?? ''}`,
    )
  }
}
