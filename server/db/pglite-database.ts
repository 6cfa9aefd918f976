// The embedded database's opening, imported by client.ts only when a process uses PGlite (decision 031).
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { databaseHandle, type DatabaseHandle, type Db, type PgliteOpenOptions } from './database-handle'
import { acquireDataDirLock } from './data-dir-lock'
import { createPglite } from './durable-pglite'
import { PGLITE_EXTENSIONS } from './pglite-extensions'

/**
 * dataDir undefined = in memory (tests). On disk, the data dir is locked for this process first (data-dir-lock.ts):
 * a second process, or a second open in this one, is refused with DataDirLockedError naming the holder.
 */
export async function openPglite(dataDir?: string, options: PgliteOpenOptions = {}): Promise<DatabaseHandle> {
  if (dataDir === undefined) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
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
  return databaseHandle(db, { kind: 'pglite', client }, close)
}
