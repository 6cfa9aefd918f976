import { and, or, sql, type SQL } from 'drizzle-orm'
import type { PublicSearchQuery } from '@/api/discovery/public-search'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema/jobs'
import { searchDocuments as docs } from '../../db/schema/search-documents'
import { containing, foldText } from '../people/accent-fold'
import { geocode } from '../places/geocode'
import { withinRadius, type Point } from '../places/radius'

/**
 * The location filter of the discovery search (decision 046):
 * - no searchRadius: the location's text is contained in the item's (as before radius existed);
 * - a radius in miles and a location that names a known city: items whose point is within it, and items whose
 *   text contains the location's as before (a radius widens the text match, never loses what it found: "York"
 *   still finds "New York, NY" though York, England is the point);
 * - a radius and a location that names no known city: the text match alone;
 * - 'remote': remote jobs and items whose location says remote, whatever the location text.
 */
export type LocationPlan = { center: Point | null }

/** Geocodes the query's location when a radius asks for it (one lookup per search). */
export async function planLocation(db: Db, query: PublicSearchQuery): Promise<LocationPlan> {
  const needsPoint = typeof query.searchRadius === 'number' && query.location !== undefined
  return { center: needsPoint ? await geocode(db, query.location!) : null }
}

export function locationCondition(query: PublicSearchQuery, plan: LocationPlan): SQL | undefined {
  if (query.searchRadius === 'remote') {
    return or(
      sql`${docs.locationFolded} like '%remote%'`,
      and(
        sql`${docs.kind} = 'job'`,
        sql`${docs.itemId} in (select ${jobs.id} from ${jobs} where ${jobs.isRemote})`,
      ),
    )
  }
  if (!query.location) return undefined
  const text = sql`${docs.locationFolded} like ${containing(foldText(query.location))}`
  if (typeof query.searchRadius !== 'number' || !plan.center) return text
  return or(withinRadius(docs.lat, docs.lng, plan.center, query.searchRadius), text)
}
