import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { serve, type ServerType } from '@hono/node-server'
import { createApp } from './app'
import { defaultMailer } from './mail/default-mailer'
import { openDatabase } from './db/client'
import type { DataDirLock } from './db/data-dir-lock'
import { runMigrations } from './db/migrate'
import { seedsDue } from './seed/seed-manifest'
import { loadEnv, type Env } from './env'
import { createLogger, type Logger } from './logger'
import { startAlertWorker } from './modules/job-alerts/alert-worker'
import { scheduleEmbeddedVacuum } from './modules/maintenance/embedded-vacuum'
import { scheduleUploadCleanup } from './modules/resume-media/upload-cleanup'
import { startMediaWorker } from './modules/resume-media/media-worker'
import { startProductMetrics } from './modules/product-metrics/rollup-job'
import { startAffiliateWorker } from './modules/affiliates/affiliate-worker'
import { startBillingReconcile } from './modules/billing/reconcile-job'
import { startMessagingHub } from './modules/messaging/messaging-hub'
import { startOutreachWorker } from './modules/outreach/outreach-worker'
import { startNotificationMailWorker } from './modules/notifications/notification-mail-worker'
import { pruneRateLimitBuckets } from './core/rate-limit-store'
import { createServiceContext } from './core/service-context'

const SHUTDOWN_GRACE_MS = 10_000
const PRUNE_EVERY_MS = 60 * 60_000

export type StartOptions = {
  logger?: Logger
  /** Install SIGTERM/SIGINT handlers that shut down and exit (default true; benches and tests pass false). */
  handleSignals?: boolean
  /** The embedded database's lock when the caller took it already (server/cli/start.ts); released on close. */
  dataDirLock?: DataDirLock | undefined
}

export type RunningServer = { url: string; close: () => Promise<void> }

/** Opens and migrates the database, runs the seeders (they skip what already ran), then listens. */
export async function startServer(env: Env = loadEnv(), options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ level: env.LOG_LEVEL })
  // On PGlite this locks DATA_DIR/db for this process: a second process on it is refused (data-dir-lock.ts).
  const database = await openDatabase(env, logger, { lock: options.dataDirLock })
  const mailer = defaultMailer({ db: database.db, env, logger })
  // The services' context outside requests: the seeders, the job alert worker, the vacuum job.
  const services = createServiceContext({ db: database.db, env, logger, mailer })
  try {
    await runMigrations(database)
    // The seeders (and faker) are loaded only when one is due: a server keeps whatever it imported for its life.
    if (await seedsDue(database.db)) {
      const [{ SEEDERS }, { runSeeders }] = await Promise.all([
        import('./seed/registry'),
        import('./seed/seeder'),
      ])
      await runSeeders(services, SEEDERS)
    }
  } catch (error) {
    await database.close()
    throw error
  }
  // Real-time messaging: this process LISTENs for the others' messages (decision 033).
  const messagingHub = await startMessagingHub(database, logger).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  const app = createApp({ db: database.db, dbKind: database.kind, env, logger, mailer })

  const server = await listen(app.fetch, env).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST}:${port}`
  logger.info({ url, database: database.kind, dataDir: env.DATA_DIR }, `ReelHire listening on ${url}`)

  const prune = setInterval(() => {
    pruneRateLimitBuckets(database.db, new Date(Date.now() - 24 * 60 * 60_000)).catch((error: unknown) =>
      logger.warn({ err: error }, 'rate-limit prune failed'),
    )
  }, PRUNE_EVERY_MS)
  prune.unref()
  // Job alerts: due alerts are mailed every minute (server/modules/job-alerts/alert-worker.ts).
  const alertWorker = startAlertWorker(services)
  // PGlite has no autovacuum: the server vacuums it every few hours (PostgreSQL vacuums itself).
  const vacuum = scheduleEmbeddedVacuum(services, database.kind)
  // Abandoned video uploads and the files of deleted media (server/modules/resume-media/upload-cleanup.ts).
  const uploadCleanup = scheduleUploadCleanup(services, env)
  // Uploaded videos become playable MP4s in the database job queue (decision 027), shared by every server process.
  const mediaWorker = startMediaWorker(services, env)
  // Outreach steps are mailed from the same queue by every process, each step once (decision 043).
  const outreachWorker = startOutreachWorker(services)
  // Notification mail: one coalesced mail per user a few minutes after the first unmailed notification (decision 049).
  const notificationMail = startNotificationMailWorker(services)
  // The admin product dashboard's daily rollups: now, then hourly, in the same queue (decision 045).
  const productMetrics = startProductMetrics(services)
  // Affiliate commissions are approved when their refund window ends (decision 041), from the same queue.
  const affiliateWorker = startAffiliateWorker(services)
  // Lapsed subscriptions are asked of their provider and Premium flags recomputed, every 15 minutes.
  const billingReconcile = startBillingReconcile(services, env)

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      clearInterval(prune)
      await alertWorker.stop()
      await vacuum.stop()
      await uploadCleanup.stop()
      await mediaWorker.stop()
      await outreachWorker.stop()
      await notificationMail.stop()
      await productMetrics.stop()
      await affiliateWorker.stop()
      await billingReconcile.stop()
      await messagingHub.close()
      await stopAccepting(server, logger)
      await mailer.idle()
      await database.close()
      logger.info('server stopped')
    })())

  if (options.handleSignals ?? true) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        logger.info({ signal }, 'shutting down')
        close().then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed')
            process.exit(1)
          },
        )
      })
    }
  }
  return { url, close }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], env: Env): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, () => resolve(server))
    server.once('error', reject)
  })
}

/** Stops accepting connections and waits for in-flight requests, at most SHUTDOWN_GRACE_MS. */
function stopAccepting(server: ServerType, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      logger.warn('in-flight requests still running after 10 s; closing their connections')
      if ('closeAllConnections' in server) server.closeAllConnections()
      resolve()
    }, SHUTDOWN_GRACE_MS)
    timer.unref()
    server.close(() => {
      clearTimeout(timer)
      resolve()
    })
    // Idle keep-alive sockets would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
}

// `tsx server/index.ts` runs the server; importing this module (start.ts, benches, Playwright) does not.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startServer().catch((error: unknown) => {
    console.error('ReelHire could not start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
