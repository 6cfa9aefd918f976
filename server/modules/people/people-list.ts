import { and, asc, count, or, sql, type SQL } from 'drizzle-orm'
import { PEOPLE_SEARCH_MIN, type PeopleQuery } from '@/api/people/connection-inputs'
import type { PersonListResponse } from '@/api/people/person-card'
import { paged, pageWindow } from '@/api/pagination'
import type { Viewer } from '../../core/policy'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/users'
import { containing, foldSql, foldText } from './accent-fold'
import { idsInState } from './connection-records'
import { personCards } from './person-cards'
import { listedPersonCondition } from './people-visibility'

/** At most this many search words are used; each must match the name or the headline. */
const MAX_SEARCH_TERMS = 8

const NAME = sql`${users.firstName} || ' ' || ${users.lastName}`

/**
 * The search words: a query shorter than 2 characters (seed 1 §5) lists everyone rather than matching on
 * one letter. Each word matches the full name or the headline, accents and case ignored.
 */
function searchCondition(search: string): SQL | undefined {
  if (search.length < PEOPLE_SEARCH_MIN) return undefined
  const terms = foldText(search).split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS)
  if (terms.length === 0) return undefined
  return and(
    ...terms.map((term) =>
      or(
        sql`${foldSql(NAME)} like ${containing(term)}`,
        sql`${foldSql(sql`coalesce(${users.headline}, '')`)} like ${containing(term)}`,
      )!,
    ),
  )
}

/** The connection filter: a visitor is in no state with anybody, so nobody matches. */
function connectionCondition(viewer: Viewer, query: PeopleQuery): SQL | undefined {
  if (!query.connection) return undefined
  if (!viewer) return sql`false`
  return sql`${users.id} in (${idsInState(viewer.userId, query.connection)})`
}

/** GET /api/People: listed people by name (then id, so pages never overlap), with the caller's state. */
export async function listPeople(db: Db, viewer: Viewer, query: PeopleQuery): Promise<PersonListResponse> {
  const where = and(
    listedPersonCondition(viewer),
    searchCondition(query.search),
    connectionCondition(viewer, query),
  )
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ])
  return paged(await personCards(db, viewer, rows), total?.n ?? 0, query.page, query.limit)
}
