import type { LanguageModel } from 'ai'
import type { Context } from 'hono'
import type { DatabaseKind } from '@/api/health'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/mailer'
import type { AuthContext, Authenticate } from './auth-context'
import type { AuthLimits, ContactNotifier, JobImportConfig } from './module-settings'

/** Everything a request handler may use; built once by createApp, shared by every request. */
export type AppDeps = {
  db: Db
  dbKind: DatabaseKind
  env: Env
  logger: Logger
  /** Address used as the rate-limit key; tests inject one because app.request() has no socket. */
  clientAddress: (c: Context) => string
  now: () => Date
  version: string
  startedAt: Date
  /** Called after a contact message is stored (mail to support, from the identity issue). */
  notifyContact?: ContactNotifier
  /** Outgoing mail: SMTP when SMTP_URL is set, else the dev outbox. */
  mailer: Mailer
  /** How requireAuth checks a bearer token: the auth module's session lookup. */
  authenticate: Authenticate
  /** Rate limits of the auth endpoints (tests and benches lower or raise them). */
  authLimits: AuthLimits
  /** Job import settings over DEFAULT_JOB_IMPORT_CONFIG (tests: the local-server allowance, short timeouts). */
  jobImport?: Partial<JobImportConfig>
  /** A language model the assistant uses instead of AI_BASE_URL's (tests and the bench: the AI SDK's mock model). */
  aiModel?: LanguageModel
}

/**
 * Hono bindings of the app: `c.var.deps`, `c.var.log` (child logger carrying the request id),
 * `c.var.requestId`, and `c.var.auth` behind requireAuth. The middlewares of viewer.ts add `c.var.viewer` to
 * the routes they guard (their own bindings, so a route without one cannot read it).
 */
export type AppEnv = {
  Variables: { deps: AppDeps; log: Logger; requestId: string; auth: AuthContext }
}
