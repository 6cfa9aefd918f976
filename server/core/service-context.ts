import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/mailer'

/** What the identity services need; routes build it from `c.var` (no Hono types below the routes). */
export type IdentityContext = {
  db: Db
  env: Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET'>
  mailer: Mailer
  log: Logger
  now: () => Date
}
