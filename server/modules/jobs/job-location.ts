import { ilike, or, sql, type SQL } from 'drizzle-orm'
import type { JobListQuery } from '@/api/jobs/job-search-query'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema/jobs'
import { searchDocuments as docs } from '../../db/schema/search-documents'
import { geocode } from '../places/geocode'
import { withinRadius } from '../places/radius'

/** LIKE pattern for a substring typed by a user: %, _ and \ are literal. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * GET /api/Job's location filter with a `searchRadius` (decision 046; without one the location stays a text
 * filter in jobFilterConditions). A job's point is its search document's, geocoded when the job was written:
 * - miles and a location naming a known city: jobs within that many miles, and jobs whose location contains
 *   the location's text as without a radius (a radius widens the text match, never loses what it found);
 * - miles and a location naming no known city: the text match alone;
 * - 'remote': remote jobs (the location text is not used).
 * null when the query has no radius.
 */
export async function jobRadiusCondition(db: Db, query: JobListQuery): Promise<SQL | null> {
  if (query.searchRadius === undefined) return null
  if (query.searchRadius === 'remote') return sql`${jobs.isRemote}`
  if (!query.location) return null
  const text = ilike(jobs.location, containing(query.location))
  const center = await geocode(db, query.location)
  if (!center) return text
  const near = withinRadius(docs.lat, docs.lng, center, query.searchRadius)
  return or(
    sql`${jobs.id} in (select ${docs.itemId} from ${docs} where ${docs.kind} = 'job' and ${near})`,
    text,
  )!
}
