import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { CONNECTION_TEXTS } from '@/api/people/connection-inputs'
import type { ConnectionResult } from '@/api/people/person-card'
import { AppError } from '../../core/app-error'
import { canOnPerson, type PersonConnectionState } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { connections } from '../../db/schema/connections'
import { connectionBetween, connectionCounts, pairCondition, stateOf } from './connection-records'
import { loadPersonFor } from './person-read'
import { notifyConnection } from '../notifications/connection-notifications'

/**
 * The connection state machine (seed 2 §2 "Person card"), from the caller's side:
 *
 *   none ──connect──▶ pending_sent ──(they accept)──▶ connected ──remove──▶ none
 *   pending_sent ──withdraw──▶ none           pending_received ──accept──▶ connected
 *   pending_received ──reject──▶ none         pending_received ──connect──▶ connected
 *
 * Crossing requests: connecting with someone whose request is pending accepts it — both asked, so both
 * want it. The pair has one row (a unique index on the unordered pair), so two requests sent at the same
 * moment cannot both be stored: the second one meets the first and accepts it.
 *
 * Every call answers with the state it leads to. A call whose end state already holds (connect while
 * pending or connected, withdraw/reject/remove when there is nothing) succeeds without change, so a write
 * replayed from the offline outbox is harmless; one that contradicts the state (accept when nothing is
 * pending, withdraw an accepted request) is a 409 naming why.
 */
export type ConnectionAction = 'connect' | 'withdraw' | 'accept' | 'reject' | 'remove'

export type ConnectionOutcome = { result: ConnectionResult; message: string }

/** For each action: the states in which it already holds (no change), and its success text. */
const SETTLED: Record<ConnectionAction, { states: readonly PersonConnectionState[]; message: string }> = {
  connect: { states: ['pending_sent', 'connected'], message: CONNECTION_TEXTS.requested },
  withdraw: { states: ['none'], message: CONNECTION_TEXTS.withdrawn },
  accept: { states: ['connected'], message: CONNECTION_TEXTS.accepted },
  reject: { states: ['none'], message: CONNECTION_TEXTS.rejected },
  remove: { states: ['none'], message: CONNECTION_TEXTS.removed },
}

function refusal(action: ConnectionAction, state: PersonConnectionState): AppError {
  if (action === 'withdraw' && state === 'connected') {
    return new AppError(ErrorCode.CONFLICT_ERROR, { message: CONNECTION_TEXTS.withdrawAccepted })
  }
  if (action === 'accept' || action === 'reject') {
    return new AppError(ErrorCode.CONFLICT_ERROR, { message: CONNECTION_TEXTS.noPendingToAnswer })
  }
  return new AppError(ErrorCode.CONFLICT_ERROR)
}

async function resultFor(
  db: Db,
  viewerId: string,
  otherId: string,
  isBlocked = false,
): Promise<ConnectionResult> {
  const [row, counts] = await Promise.all([
    connectionBetween(db, viewerId, otherId),
    connectionCounts(db, [otherId]),
  ])
  return {
    userId: otherId,
    connectionStatus: stateOf(row, viewerId),
    connectionCount: counts.get(otherId) ?? 0,
    isBlocked,
  }
}

/** Accepts the pending request `requesterId` sent to `addresseeId`; false when it is no longer pending. */
async function acceptPending(db: Db, requesterId: string, addresseeId: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(connections)
    .set({ status: 'accepted', acceptedAt: now })
    .where(
      and(
        eq(connections.requesterId, requesterId),
        eq(connections.addresseeId, addresseeId),
        eq(connections.status, 'pending'),
      ),
    )
    .returning({ requesterId: connections.requesterId })
  return updated.length > 0
}

/** Applies one action from the state it finds; a state that changed underneath is re-read and judged again. */
async function apply(
  ctx: ServiceContext,
  viewerId: string,
  otherId: string,
  action: ConnectionAction,
  state: PersonConnectionState,
): Promise<boolean> {
  const { db } = ctx
  switch (action) {
    case 'connect': {
      if (state === 'pending_received') return acceptPending(db, otherId, viewerId, ctx.now())
      const inserted = await db
        .insert(connections)
        .values({ requesterId: viewerId, addresseeId: otherId, status: 'pending', createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ requesterId: connections.requesterId })
      return inserted.length > 0
    }
    case 'accept':
      return acceptPending(db, otherId, viewerId, ctx.now())
    case 'withdraw':
    case 'reject':
    case 'remove': {
      const [requesterId, addresseeId] = action === 'withdraw' ? [viewerId, otherId] : [otherId, viewerId]
      const where =
        action === 'remove'
          ? and(pairCondition(viewerId, otherId), eq(connections.status, 'accepted'))
          : and(
              eq(connections.requesterId, requesterId),
              eq(connections.addresseeId, addresseeId),
              eq(connections.status, 'pending'),
            )
      const deleted = await db
        .delete(connections)
        .where(where)
        .returning({ requesterId: connections.requesterId })
      return deleted.length > 0
    }
  }
}

export async function changeConnection(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
  action: ConnectionAction,
): Promise<ConnectionOutcome> {
  const { row, resource } = await loadPersonFor(ctx.db, viewer, idOrSlug)
  if (viewer.userId === row.id) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: CONNECTION_TEXTS.self })
  }
  let state = resource.connection
  // Two tries: a concurrent change (the other side answered, or crossed our request) is judged once more.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (SETTLED[action].states.includes(state)) {
      return {
        result: await resultFor(ctx.db, viewer.userId, row.id),
        message: settledMessage(action, state),
      }
    }
    if (!canOnPerson(viewer, action, { ...resource, connection: state })) throw refusal(action, state)
    const crossing = action === 'connect' && state === 'pending_received'
    // The change and its notification commit together (decision 049).
    const applied = await ctx.db.transaction(async (tx) => {
      const done = await apply({ ...ctx, db: tx }, viewer.userId, row.id, action, state)
      if (done) await notifyConnection(tx, viewer.userId, row.id, action, crossing, ctx.now())
      return done
    })
    if (applied) {
      const message = crossing ? CONNECTION_TEXTS.acceptedByCrossing : SETTLED[action].message
      return { result: await resultFor(ctx.db, viewer.userId, row.id), message }
    }
    state = stateOf(await connectionBetween(ctx.db, viewer.userId, row.id), viewer.userId)
  }
  throw new AppError(ErrorCode.CONFLICT_ERROR)
}

function settledMessage(action: ConnectionAction, state: PersonConnectionState): string {
  if (action === 'connect') {
    return state === 'connected' ? CONNECTION_TEXTS.alreadyConnected : CONNECTION_TEXTS.alreadyPending
  }
  return SETTLED[action].message
}

export { resultFor }
