import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { createApp, type CreateAppDeps } from '../app'
import { createServiceContext, type ServiceContext, type ServiceContextInput } from '../core/service-context'
import { defaultMailer } from '../mail/default-mailer'
import { openPgliteDatabase, openPostgresDatabase, type DatabaseHandle } from '../db/client'
import { runMigrations } from '../db/migrate'
import { loadEnv, type Env } from '../env'
import { createLogger } from '../logger'

export type LogLine = { level: number; msg: string; [key: string]: unknown }

export type TestAppOptions = {
  /** Environment variables on top of the test defaults (e.g. DIST_DIR, TRUST_PROXY). */
  env?: Record<string, string>
  /** Rate-limit key for every request; give each test its own so limits do not leak between tests. */
  clientAddress?: string
  /** Any other dependency (a broken db, a clock, notifyContact…). */
  deps?: Partial<CreateAppDeps>
}

const dataDir = mkdtempSync(join(tmpdir(), 'reelhire-test-'))
let database: Promise<DatabaseHandle> | undefined
let dropDatabase: (() => Promise<void>) | undefined

/**
 * The migrated database of this test file: PGlite in memory (TEST_DB_KIND=pglite, the default) or a
 * fresh PostgreSQL database on TEST_DATABASE_URL (TEST_DB_KIND=postgres), dropped after the file.
 * Tests in one file share it, so they use distinct keys (client address, emails) rather than cleanup.
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  database ??= (async () => {
    const handle =
      process.env.TEST_DB_KIND === 'postgres' ? await openFreshPostgres() : await openPgliteDatabase()
    await runMigrations(handle)
    return handle
  })()
  return database
}

/** The test settings (this file's data directory, a fixed JWT secret) with `overrides` on top. */
function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters',
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    ...overrides,
  })
}

/**
 * A service context for tests that call services, seeders or workers directly: this file's database and
 * the test settings, a silent logger and the dev outbox, unless `overrides` give others.
 */
export async function createTestServiceContext(
  overrides: Partial<ServiceContextInput> = {},
): Promise<ServiceContext> {
  const { db } = await getTestDatabase()
  return createServiceContext({ db, env: testEnv(), logger: createLogger({ level: 'silent' }), ...overrides })
}

export async function createTestApp(options: TestAppOptions = {}) {
  const handle = await getTestDatabase()
  const logs: LogLine[] = []
  const env = testEnv(options.env)
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as LogLine)
      done()
    },
  })
  const logger = createLogger({ level: env.LOG_LEVEL, destination })
  const clientAddress = options.clientAddress ?? `test-${crypto.randomUUID()}`
  // Built here rather than inside createApp so tests can wait for mail (`await mailer.idle()`).
  const mailer = options.deps?.mailer ?? defaultMailer({ db: handle.db, env, logger })
  const app = createApp({
    db: handle.db,
    dbKind: handle.kind,
    env,
    logger,
    clientAddress: () => clientAddress,
    mailer,
    ...options.deps,
  })
  return { app, db: handle.db, dbKind: handle.kind, env, logs, mailer }
}

/** POST helper: a JSON body with the right content type. */
export function jsonRequest(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  }
}

async function openFreshPostgres(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL')
  const name = `reelhire_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  // A crashed earlier run may have left it behind.
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${name} with (force)`)
    await cleanup.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return openPostgresDatabase(url.toString())
}

// Booting PGlite takes seconds on a busy machine: do it under hookTimeout, not inside the first test.
beforeAll(async () => {
  await getTestDatabase()
})

afterAll(async () => {
  if (database) await (await database).close()
  await dropDatabase?.()
  rmSync(dataDir, { recursive: true, force: true })
})
