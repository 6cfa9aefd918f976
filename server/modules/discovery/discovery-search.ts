import { and, or, sql, type SQL } from 'drizzle-orm'
import { pageMeta, pageWindow } from '@/api/pagination'
import {
  CATEGORY_ITEM_TYPE,
  DISCOVERY_SEARCH_MIN,
  SEARCH_ITEM_TYPES,
  type CategoryCounts,
  type PublicSearchQuery,
  type PublicSearchResponse,
  type SearchItemType,
} from '@/api/discovery/public-search'
import { DATE_POSTED_OPTIONS } from '@/api/jobs/job-list-enums'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { resumes } from '../../db/schema/resumes'
import { searchDocuments as docs } from '../../db/schema/search-documents'
import { users } from '../../db/schema/users'
import { containing, foldText } from '../people/accent-fold'
import { blockedEitherWayIds } from '../people/connection-records'
import { findableKind } from './discovery-kinds'
import { locationCondition, planLocation, type LocationPlan } from './discovery-location'
import { searchItems } from './discovery-items'

/** At most this many search words are used; each must be in the item's text. */
const MAX_SEARCH_TERMS = 8
/**
 * Typo tolerance: pg_trgm's word similarity of the whole search to the best-matching stretch of a name, at
 * least this much ("wojciekowska" → "Wojciechowska" 0.59, "micheal" → "Michael" 0.5, "garsia" → "García" 0.43
 * does not). Set as `pg_trgm.word_similarity_threshold` for the search's transaction, so the `<%` operator —
 * which the GIN trigram index answers — uses it.
 */
const WORD_SIMILARITY_MIN = 0.5
/** Shorter searches match by substring only: two or three letters are "similar" to too many names. */
const FUZZY_MIN_LENGTH = 4
/** A suggestion may be further off than a match ("jhon smith" → "John Smith"). */
const SUGGESTION_MIN = 0.3

const CATEGORY_OF: Record<SearchItemType, keyof CategoryCounts> = {
  people: 'people',
  company: 'companies',
  resume: 'resumes',
  job: 'jobs',
  media: 'media',
}

type TextMatch = { folded: string; exact: SQL; fuzzy: SQL } | null

/** The search text, folded like the documents; null below 2 characters (seed 1 §5: everything is listed). */
function textMatch(search: string | undefined): TextMatch {
  if (!search || search.length < DISCOVERY_SEARCH_MIN) return null
  const folded = foldText(search).replace(/\s+/g, ' ').trim()
  const terms = folded.split(' ').filter(Boolean).slice(0, MAX_SEARCH_TERMS)
  if (terms.length === 0) return null
  const exact = and(...terms.map((term) => sql`${docs.textFolded} like ${containing(term)}`))!
  const fuzzy =
    folded.replace(/ /g, '').length >= FUZZY_MIN_LENGTH ? sql`${folded} <% ${docs.nameFolded}` : sql`false`
  return { folded, exact, fuzzy }
}

/** Everything but the text: the kinds (each with its own visibility and filters), location, date, blocks. */
function scopeCondition(
  kinds: readonly SearchItemType[],
  viewer: Viewer,
  query: PublicSearchQuery,
  now: Date,
  location: LocationPlan,
): SQL {
  const conditions: SQL[] = [or(...kinds.map((kind) => findableKind(kind, viewer, query, now)))!]
  const near = locationCondition(query, location)
  if (near) conditions.push(near)
  if (query.datePosted) {
    conditions.push(
      sql`${docs.sortAt} >= ${new Date(now.getTime() - DATE_POSTED_OPTIONS[query.datePosted] * 3_600_000)}`,
    )
  }
  // Nobody finds the things of someone across a block, whichever side blocked (people-visibility.ts).
  if (viewer) {
    conditions.push(
      sql`(${docs.ownerUserId} is null or ${docs.ownerUserId} not in (${blockedEitherWayIds(viewer.userId)}))`,
    )
  }
  return and(...conditions)!
}

/** The views an item shows, for the "top" sort (people have none). */
const VIEWS = sql`case ${docs.kind}
  when 'job' then (select ${jobs.viewCount} from ${jobs} where ${jobs.id} = ${docs.itemId})
  when 'company' then (select ${companies.views} from ${companies} where ${companies.id} = ${docs.itemId})
  when 'resume' then (select ${resumes.views} from ${resumes} where ${resumes.id} = ${docs.itemId})
  else 0 end`

/** Featured: the owner has a premium plan. */
export const FEATURED = sql`exists (select 1 from ${users} where ${users.id} = ${docs.ownerUserId} and ${users.isPremium})`

function orderOf(query: PublicSearchQuery, match: TextMatch): SQL[] {
  const relevance = match
    ? [sql`(${match.exact}) desc`, sql`word_similarity(${match.folded}, ${docs.nameFolded}) desc`]
    : []
  const newest = [sql`${docs.sortAt} desc`, sql`${docs.kind}`, sql`${docs.itemId}`]
  switch (query.sort) {
    case 'latest':
      return newest
    case 'top':
      return [sql`${VIEWS} desc nulls last`, ...relevance, ...newest]
    case 'featured':
      return [sql`${FEATURED} desc`, ...relevance, ...newest]
    case 'recent':
      return [...relevance, ...newest]
  }
}

/** The closest name the viewer may find, when nothing contains the search as typed. */
async function suggestion(db: Db, scope: SQL, match: NonNullable<TextMatch>): Promise<string | null> {
  const score = sql`greatest(word_similarity(${match.folded}, ${docs.nameFolded}), similarity(${match.folded}, ${docs.nameFolded}))`
  const [best] = await db
    .select({ title: docs.title, score: sql<number>`${score}`.mapWith(Number) })
    .from(docs)
    .where(and(scope, sql`(${match.folded} <% ${docs.nameFolded} or ${docs.nameFolded} % ${match.folded})`))
    .orderBy(sql`${score} desc`, docs.title)
    .limit(1)
  if (!best || best.score < SUGGESTION_MIN || foldText(best.title) === match.folded) return null
  return best.title
}

/**
 * GET /api/Dashboard/search/public: the page of the asked category and the count of every tab, over the same
 * scope (one rule for items and counts), then the page's records by kind.
 */
export async function searchPublic(
  ctx: ServiceContext,
  viewer: Viewer,
  query: PublicSearchQuery,
): Promise<PublicSearchResponse> {
  const now = ctx.now()
  const match = textMatch(query.search)
  const textCondition = match ? or(match.exact, match.fuzzy)! : undefined
  // One transaction: the counts and the page read one snapshot, and the similarity threshold is set for it only.
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_MIN)}, true)`,
    )
    const location = await planLocation(tx, query)
    const scope = scopeCondition(SEARCH_ITEM_TYPES, viewer, query, now, location)
    const where = and(scope, textCondition)
    // The page of one tab needs that kind's visibility only (the counts above need every kind's).
    const kind = query.category === 'all' ? null : CATEGORY_ITEM_TYPE[query.category]
    const pageWhere = kind ? and(scopeCondition([kind], viewer, query, now, location), textCondition) : where
    return runSearch(ctx, tx, query, { match, scope, where, pageWhere })
  })
}

type Plan = { match: TextMatch; scope: SQL; where: SQL | undefined; pageWhere: SQL | undefined }

async function runSearch(
  ctx: ServiceContext,
  db: Db,
  query: PublicSearchQuery,
  { match, scope, where, pageWhere }: Plan,
): Promise<PublicSearchResponse> {
  const countRows = await db
    .select({
      kind: docs.kind,
      n: sql<number>`count(*)`.mapWith(Number),
      exact: (match ? sql<number>`count(*) filter (where ${match.exact})` : sql<number>`count(*)`).mapWith(
        Number,
      ),
    })
    .from(docs)
    .where(where)
    .groupBy(docs.kind)
  const counts: CategoryCounts = { all: 0, people: 0, companies: 0, resumes: 0, jobs: 0, media: 0 }
  let exactTotal = 0
  for (const row of countRows) {
    const category = CATEGORY_OF[row.kind as SearchItemType]
    if (!category) continue
    counts[category] = row.n
    counts.all += row.n
    exactTotal += row.exact
  }

  const kind = query.category === 'all' ? null : CATEGORY_ITEM_TYPE[query.category]
  const total = kind ? counts[query.category] : counts.all
  const { limit, offset } = pageWindow(query)
  const pageRows =
    total > offset
      ? await db
          .select({ kind: docs.kind, itemId: docs.itemId })
          .from(docs)
          .where(pageWhere)
          .orderBy(...orderOf(query, match))
          .limit(limit)
          .offset(offset)
      : []

  const didYouMean = match && exactTotal === 0 ? await suggestion(db, scope, match) : null
  const items = await searchItems({ ...ctx, db }, pageRows as { kind: SearchItemType; itemId: string }[])
  return { items, ...pageMeta(total, query.page, query.limit), counts, didYouMean }
}
