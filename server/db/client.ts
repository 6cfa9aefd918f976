import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Env } from '../env'
import type { Logger } from '../logger'
import {
  databaseHandle,
  type DatabaseHandle,
  type Db,
  type OpenOptions,
  type PgliteOpenOptions,
} from './database-handle'

/** Where the embedded database lives: DATA_DIR/db (its lock file is DATA_DIR/db.lock). */
export const pgliteDataDir = (env: Pick<Env, 'DATA_DIR'>) => join(env.DATA_DIR, 'db')

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

/**
 * dataDir undefined = in memory (tests). On disk, the data dir is locked for this process first (data-dir-lock.ts):
 * a second process, or a second open in this one, is refused with DataDirLockedError naming the holder.
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: PgliteOpenOptions = {},
): Promise<DatabaseHandle> {
  // Loaded here, not at the top: PGlite is ~20 MB of resident memory that a server on PostgreSQL never needs.
  const { openPglite } = await import('./pglite-database')
  return openPglite(dataDir, options)
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
  return databaseHandle(db, { kind: 'postgres', pool }, () => pool.end())
}

export {
  pingDatabase,
  type DatabaseHandle,
  type Db,
  type OpenOptions,
  type PgliteOpenOptions,
} from './database-handle'
