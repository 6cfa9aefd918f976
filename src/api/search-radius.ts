import * as v from 'valibot'

/**
 * The search radius of seed 1 §9 ("search radius 5, 10, 25 (default), 50, 100 miles or remote"), the
 * `searchRadius` query field of the discovery search and GET /api/Job (decision 046). A radius needs a
 * location that names a known city; 'remote' keeps remote items only.
 */
export const SEARCH_RADII = [5, 10, 25, 50, 100] as const
export type SearchRadiusMiles = (typeof SEARCH_RADII)[number]
export type SearchRadius = SearchRadiusMiles | 'remote'
/** The radius a location filter starts with in the client's filters. */
export const DEFAULT_SEARCH_RADIUS = 25 satisfies SearchRadiusMiles
export const SEARCH_RADIUS_OPTIONS: readonly SearchRadius[] = [...SEARCH_RADII, 'remote']

export const SEARCH_RADIUS_MESSAGE = `searchRadius must be one of ${SEARCH_RADIUS_OPTIONS.join(', ')}`

/** '25' → 25, 'remote' → 'remote', anything else → null. */
export function parseSearchRadius(value: string): SearchRadius | null {
  const text = value.trim().toLowerCase()
  if (text === 'remote') return 'remote'
  const miles = Number(text)
  return (SEARCH_RADII as readonly number[]).includes(miles) && text !== ''
    ? (miles as SearchRadiusMiles)
    : null
}

/** The query field: empty is no radius (the location matches as text). */
export const SearchRadiusQuerySchema = v.optional(
  v.pipe(
    v.string(SEARCH_RADIUS_MESSAGE),
    v.trim(),
    v.check((value) => value === '' || parseSearchRadius(value) !== null, SEARCH_RADIUS_MESSAGE),
    v.transform((value) => (value === '' ? undefined : (parseSearchRadius(value) as SearchRadius))),
  ),
)

/** The gazetteer's credit (CC BY 4.0 asks for it wherever its data is used): shown beside the radius select. */
export const PLACES_CREDIT = {
  text: 'City locations: GeoNames, CC BY 4.0',
  href: 'https://www.geonames.org/',
} as const
