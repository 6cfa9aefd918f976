import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { acceptedConnectionIds } from '../people/connection-records'

/**
 * The connections hook of resume privacy (seed 2 §4: "connections" resumes are for the owner's accepted
 * connections; issue 15): the ids of the users `viewerId` has an accepted connection with, as a subquery.
 * A pending request or a block (which removes the connection) gives nothing. The list filters and the
 * single-resume check below both use it, so they can never disagree.
 */
export function connectedUserIds(viewerId: string): SQL {
  return acceptedConnectionIds(viewerId)
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
