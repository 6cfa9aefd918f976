import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../logger'
import { defaultMailer } from '../mail/default-mailer'
import type { Mailer } from '../mail/mailer'

/** The settings services read; everything else in Env belongs to the HTTP pipeline or the process. */
export type ServiceSettings = Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'DATA_DIR'>

/**
 * What every service is given, in one shape, whoever calls it: a route, the job alert worker, the vacuum
 * job, a seeder, a CLI script or a test.
 *
 * The rule: a service that needs anything besides the database (the clock, the logger, the mailer or a
 * setting) takes `ctx: ServiceContext` as its first parameter. A service that needs only the database takes
 * `db: Db`. Inputs that belong to one service alone (the health check's start time, the contact form's
 * notifier, a seeder's faker) are that service's own arguments, never fields of the context. The helpers a
 * service calls (row mappers, query conditions, counters) take the plain values they use — `now: Date`,
 * a secret — which the service reads from its context.
 */
export type ServiceContext = {
  db: Db
  /** The clock (tests inject a fixed or moving one). */
  now: () => Date
  /** Within a request: the request's child logger (it carries the request id). */
  log: Logger
  /** Outgoing mail; services hand messages over and do not wait for delivery. */
  mailer: Mailer
  settings: ServiceSettings
}

export type ServiceContextInput = {
  db: Db
  /** The validated Env; the context keeps only the settings services read. */
  env: Env
  logger: Logger
  /**
   * The process's mailer where there is one (the server waits for it on shutdown); else a new one (SMTP when
   * SMTP_URL is set, otherwise the dev outbox).
   */
  mailer?: Mailer
  /** The real clock unless given. */
  now?: () => Date
}

/** The context outside a request: the job alert worker, the vacuum job, seeders, CLI scripts and tests. */
export function createServiceContext({ db, env, logger, mailer, now }: ServiceContextInput): ServiceContext {
  return {
    db,
    now: now ?? (() => new Date()),
    log: logger,
    mailer: mailer ?? defaultMailer({ db, env, logger }),
    // Only the settings services read: a service cannot reach a setting that is not declared above.
    settings: { PUBLIC_URL: env.PUBLIC_URL, JWT_SECRET: env.JWT_SECRET, DATA_DIR: env.DATA_DIR },
  }
}

/**
 * The part of a request context (Hono's `c`, whose `c.var.deps` are the app's dependencies and `c.var.log` the
 * request's logger) the service context is built from. Spelled out rather than imported, so services never
 * depend on the HTTP layer's types.
 */
type RequestVariables = {
  var: { deps: { db: Db; env: Env; mailer: Mailer; now: () => Date }; log: Logger }
}

/** The context of one request, from the app's dependencies and the request's logger (routes only). */
export function serviceContext(c: RequestVariables): ServiceContext {
  const { db, env, mailer, now } = c.var.deps
  return createServiceContext({ db, env, logger: c.var.log, mailer, now })
}
