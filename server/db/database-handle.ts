import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { DatabaseKind } from '@/api/health'
import type { DataDirLock } from './data-dir-lock'
import type { Durability } from './durable-pglite'

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

export type OpenOptions = {
  /**
   * The data dir's lock when the caller took it earlier (npm start takes it before building the client, so a
   * second start is refused at once); the handle then owns it and releases it on close.
   */
  lock?: DataDirLock
}

export type PgliteOpenOptions = OpenOptions & {
  /** 'fsync' (default): a committed write survives a power loss. 'off': PGlite's default, for the bench. */
  durability?: Durability
}

/** The handle both drivers answer: the query builder, the driver for the migrator, ping and an idempotent close. */
export function databaseHandle(
  db: Db,
  driver: DatabaseHandle['driver'],
  close: () => Promise<void>,
): DatabaseHandle {
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
