import type { Logger } from '../logger'

export type MailKind =
  | 'confirm-email'
  | 'two-factor-code'
  | 'password-reset'
  | 'password-changed'
  | 'welcome'
  | 'registration-attempt'
  | 'contact'
  | 'application-submitted'
  | 'application-received'
  | 'application-stage'
  | 'job-alert'
  | 'outreach'
  | 'team-invitation'
  | 'notification'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  kind: MailKind
  replyTo?: string
  /** Extra header fields (outreach: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Readonly<Record<string, string>>
}

/** Delivers one message (SMTP or the dev outbox); rejects when delivery fails. */
export type MailTransport = (message: MailMessage) => Promise<void>

/**
 * Services hand mail over and do not wait for delivery: an answer must not take longer (or fail)
 * because the relay is slow — that would also tell an attacker which emails have accounts.
 * `idle()` resolves when every handed-over message is delivered or has failed (tests, shutdown).
 */
export type Mailer = {
  send(message: MailMessage): void
  /** Delivers and waits: rejects when the transport refuses (background senders that record the outcome). */
  deliver(message: MailMessage): Promise<void>
  idle(): Promise<void>
}

export function createMailer(transport: MailTransport, logger: Logger): Mailer {
  const pending = new Set<Promise<void>>()
  return {
    send(message) {
      const delivery = transport(message)
        .then(() => logger.debug({ to: message.to, kind: message.kind }, 'mail delivered'))
        .catch((error: unknown) =>
          logger.error({ err: error, to: message.to, kind: message.kind }, 'mail delivery failed'),
        )
        .finally(() => pending.delete(delivery))
      pending.add(delivery)
    },
    deliver: (message) => transport(message),
    async idle() {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}
