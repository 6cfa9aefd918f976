import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { DatabaseKind } from '@/api/health'
import type { Env } from '../env'
import type { Logger } from '../logger'
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock'
import { createPglite, type Durability } from './durable-pglite'

/** What services receive: the query builder common to both drivers (no driver-specific API). */
export type Db = PgDatabase<PgQueryResultHKT>

export type DatabaseHandle = {
  db: Db
  kind: DatabaseKind
  /** Driver-level access for the migrator; services never use it. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool }
  /** Round-trip time of `select 1` in ms; rejects when the database does not answer within timeoutMs. */
  ping(timeoutMs?: number): Promise<number>
  close(): Promise<void>
}

/** Where the embedded database lives: DATA_DIR/db (its lock file is DATA_DIR/db.lock). */
export const pgliteDataDir = (env: Pick<Env, 'DATA_DIR'>) => join(env.DATA_DIR, 'db')

export type OpenOptions = {
  /**
   * The data dir's lock when the caller took it earlier (npm start takes it before building the client, so a
   * second start is refused at once); the handle then owns it and releases it on close.
   */
  lock?: DataDirLock
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database in DATA_DIR/db. */
export function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  logger?: Logger,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    options.lock?.release() // PostgreSQL guards itself; nothing of DATA_DIR/db is used.
    return Promise.resolve(openPostgresDatabase(env.DATABASE_URL, logger))
  }
  const dir = pgliteDataDir(env)
  mkdirSync(dir, { recursive: true })
  return openPgliteDatabase(dir, options)
}

export type PgliteOpenOptions = OpenOptions & {
  /** 'fsync' (default): a committed write survives a power loss. 'off': PGlite's default, for the bench. */
  durability?: Durability
}

/**
 * dataDir undefined = in memory (tests). On disk, the data dir is locked for this process first (data-dir-lock.ts):
 * a second process, or a second open in this one, is refused with DataDirLockedError naming the holder.
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: PgliteOpenOptions = {},
): Promise<DatabaseHandle> {
  if (dataDir === undefined) {
    const client = await PGlite.create()
    return pgliteHandle(client, () => client.close())
  }
  const lock = options.lock ?? acquireDataDirLock(dataDir)
  try {
    const client = await createPglite(dataDir, options.durability ?? 'fsync')
    return pgliteHandle(client, async () => {
      try {
        await client.close()
      } finally {
        lock.release()
      }
    })
  } catch (error) {
    lock.release()
    throw error
  }
}

function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db: Db = drizzlePglite({ client, casing: 'snake_case' })
  return handle(db, { kind: 'pglite', client }, close)
}

export function openPostgresDatabase(url: string, logger?: Logger): DatabaseHandle {
  // A bounded connect timeout keeps /api/health answering 503 instead of hanging when Postgres is gone.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  })
  // Without a listener an idle client's error (server restart) would crash the process.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle PostgreSQL client failed'))
  const db: Db = drizzlePostgres({ client: pool, casing: 'snake_case' })
  return handle(db, { kind: 'postgres', pool }, () => pool.end())
}

function handle(db: Db, driver: DatabaseHandle['driver'], close: () => Promise<void>): DatabaseHandle {
  let closed: Promise<void> | undefined
  return {
    db,
    kind: driver.kind,
    driver,
    ping: (timeoutMs) => pingDatabase(db, timeoutMs),
    close: () => (closed ??= close()),
  }
}

/** Round-trip time of `select 1` in ms; rejects when the database does not answer within timeoutMs. */
export async function pingDatabase(db: Db, timeoutMs = 2_000): Promise<number> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([db.execute(sql`select 1`), timeout])
  } finally {
    clearTimeout(timer)
  }
  return performance.now() - started
}
