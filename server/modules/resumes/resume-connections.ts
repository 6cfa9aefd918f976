import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'

/**
 * The connections hook of resume privacy (seed 2 §4: "connections" resumes are for the owner's accepted
 * connections). There are no connections yet — the people issue adds them — so nobody is anybody's
 * connection and such a resume is its owner's only. That issue changes this one function: it returns the
 * ids of the users `viewerId` is connected with, as a subquery; the list filters and the single-resume
 * check below both use it, so they can never disagree.
 */
export function connectedUserIds(viewerId: string): SQL {
  void viewerId
  return sql`select null::uuid where false`
}

/** Whether `viewerId` is an accepted connection of `ownerId` (same rule as the list filter). */
export async function isConnectionOf(db: Db, viewerId: string | null, ownerId: string): Promise<boolean> {
  if (!viewerId || viewerId === ownerId) return false
  // Both drivers (PGlite, node-postgres) answer execute() with a result carrying `rows`.
  const result = (await db.execute(
    sql`select coalesce(${ownerId}::uuid in (${connectedUserIds(viewerId)}), false) as connected`,
  )) as unknown as { rows: { connected?: boolean }[] }
  return result.rows[0]?.connected === true
}
