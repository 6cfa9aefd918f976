import { and, isNotNull, not, sql, type SQL } from 'drizzle-orm'
import type { Viewer } from '../../core/policy'
import { users } from '../../db/schema/users'
import { blockedEitherWayIds } from './connection-records'

/**
 * Who a caller may see in the people calls: verified people (an unconfirmed sign-up is nobody yet, as
 * GET /api/Users/{id} says), never across a block. The list also hides demo people (seed 2 §5 "hidden from
 * discovery"); a demo person's own link still opens, like any public profile.
 */
export function visiblePersonCondition(viewer: Viewer): SQL {
  const conditions: SQL[] = [isNotNull(users.emailVerifiedAt)]
  if (viewer) conditions.push(sql`${users.id} not in (${blockedEitherWayIds(viewer.userId)})`)
  return and(...conditions)!
}

export function listedPersonCondition(viewer: Viewer): SQL {
  return and(visiblePersonCondition(viewer), not(users.isDemo))!
}
