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

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database in DATA_DIR/db. */
export function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  logger?: Logger,
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return Promise.resolve(openPostgresDatabase(env.DATABASE_URL, logger))
  const dir = join(env.DATA_DIR, 'db')
  mkdirSync(dir, { recursive: true })
  return openPgliteDatabase(dir)
}

/** dataDir undefined = in memory (tests). One process at a time may open a PGlite data dir. */
export async function openPgliteDatabase(dataDir?: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir)
  const db: Db = drizzlePglite({ client, casing: 'snake_case' })
  return handle(db, { kind: 'pglite', client }, () => client.close())
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
