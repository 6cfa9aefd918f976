import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { DatabaseHandle } from './client'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/** Arbitrary constant: the key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_342_001

/** Applies pending drizzle-kit migrations; the same SQL runs on PGlite and PostgreSQL. */
export async function runMigrations(database: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  const { driver } = database
  if (driver.kind === 'pglite') {
    // Loaded only on PGlite, like PGlite itself (client.ts): drizzle's PGlite driver imports PGlite.
    const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ])
    await migratePglite(drizzlePglite({ client: driver.client }), config)
    return
  }
  // Several processes may start at once against one PostgreSQL: the first migrates, the others wait,
  // then find nothing left to do. The lock is per session, so one dedicated connection holds it.
  const client = await driver.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePostgres(drizzlePostgres({ client }), config)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
