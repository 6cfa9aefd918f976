import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../logger'
import { createMailer, type Mailer } from './mailer'
import { outboxTransport } from './outbox-transport'
import { smtpTransport } from './smtp-transport'

/** SMTP when SMTP_URL is set; otherwise the dev outbox in the database (a bare start needs no mail server). */
export function defaultMailer({ db, env, logger }: { db: Db; env: Env; logger: Logger }): Mailer {
  const transport = env.SMTP_URL
    ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : outboxTransport(db, env.MAIL_FROM, logger)
  return createMailer(transport, logger)
}
