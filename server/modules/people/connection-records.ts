import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PersonConnectionState } from '../../core/policy'
import type { Db } from '../../db/client'
import { connections, userBlocks, type ConnectionRow } from '../../db/schema/connections'

/** Reads of the connections and blocks tables shared by the people services and resume privacy. */

/** The ids of the users `userId` has an accepted connection with, as a subquery (resume privacy uses it). */
export function acceptedConnectionIds(userId: string): SQL {
  return sql`select case when ${connections.requesterId} = ${userId}::uuid then ${connections.addresseeId} else ${connections.requesterId} end
    from ${connections}
    where ${connections.status} = 'accepted'
      and (${connections.requesterId} = ${userId}::uuid or ${connections.addresseeId} = ${userId}::uuid)`
}

/** The ids of the people in `state` with `userId` (the people list's connection filter), as a subquery. */
export function idsInState(userId: string, state: 'pending_received' | 'pending_sent' | 'connected'): SQL {
  if (state === 'connected') return acceptedConnectionIds(userId)
  const [mine, theirs] =
    state === 'pending_sent'
      ? [connections.requesterId, connections.addresseeId]
      : [connections.addresseeId, connections.requesterId]
  return sql`select ${theirs} from ${connections} where ${connections.status} = 'pending' and ${mine} = ${userId}::uuid`
}

/** The ids of the users blocked by `userId` or blocking them: hidden from each other. */
export function blockedEitherWayIds(userId: string): SQL {
  return sql`select ${userBlocks.blockedId} from ${userBlocks} where ${userBlocks.blockerId} = ${userId}::uuid
    union all
    select ${userBlocks.blockerId} from ${userBlocks} where ${userBlocks.blockedId} = ${userId}::uuid`
}

/** The one row between two people, whichever of them asked. */
export const pairCondition = (a: string, b: string) =>
  or(
    and(eq(connections.requesterId, a), eq(connections.addresseeId, b)),
    and(eq(connections.requesterId, b), eq(connections.addresseeId, a)),
  )!

/** The row → what `viewerId` sees on the other person's card. */
export function stateOf(row: ConnectionRow | undefined, viewerId: string): PersonConnectionState {
  if (!row) return 'none'
  if (row.status === 'accepted') return 'connected'
  return row.requesterId === viewerId ? 'pending_sent' : 'pending_received'
}

export async function connectionBetween(db: Db, a: string, b: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connections).where(pairCondition(a, b))
  return row
}

export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
  return rows.length > 0
}

/** The viewer's state with each of `ids` (missing = none). */
export async function statesWith(
  db: Db,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, PersonConnectionState>> {
  const states = new Map<string, PersonConnectionState>()
  if (ids.length === 0) return states
  const rows = await db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, viewerId), inArray(connections.addresseeId, [...ids])),
        and(eq(connections.addresseeId, viewerId), inArray(connections.requesterId, [...ids])),
      ),
    )
  for (const row of rows) {
    const other = row.requesterId === viewerId ? row.addresseeId : row.requesterId
    states.set(other, stateOf(row, viewerId))
  }
  return states
}

/** Accepted connections of each of `ids`. */
export async function connectionCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (ids.length === 0) return counts
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const result = (await db.execute(sql`
    select person, count(*)::int as n from (
      select ${connections.requesterId} as person from ${connections}
        where ${connections.status} = 'accepted' and ${connections.requesterId} in (${list})
      union all
      select ${connections.addresseeId} from ${connections}
        where ${connections.status} = 'accepted' and ${connections.addresseeId} in (${list})
    ) as sides group by person`)) as unknown as { rows: { person: string; n: number }[] }
  for (const row of result.rows) counts.set(row.person, Number(row.n))
  return counts
}
