import {
  DISCOVERY_CATEGORIES,
  DISCOVERY_PAGE_SIZE,
  DISCOVERY_PAGE_SIZES,
  DISCOVERY_SEARCH_MAX,
  DISCOVERY_SORTS,
  type DiscoveryCategory,
  type DiscoverySort,
  type PublicSearchQueryInput,
} from '@/api/discovery/public-search'
import {
  DATE_POSTED_OPTIONS,
  EXPERIENCE_LEVELS,
  type DatePosted,
  type ExperienceLevel,
} from '@/api/jobs/job-list-enums'
import { SEARCH_MIN_QUERY_LENGTH } from '@/config/search-input'
import { DEFAULT_SEARCH_RADIUS, parseSearchRadius, type SearchRadius } from '@/api/search-radius'

/** The URL state of /search. Absent means the default (all, page 1, 12 per page, recent, no filter). */
export type DiscoverySearch = {
  search?: string
  category?: Exclude<DiscoveryCategory, 'all'>
  experienceLevel?: ExperienceLevel
  datePosted?: DatePosted
  sort?: Exclude<DiscoverySort, 'recent'>
  hasMedia?: true
  /** Where: a city ("Austin, TX"); with a radius in miles around it (25 when absent), seed 1 §9. */
  location?: string
  /** 5, 10, 50 or 100 miles (25 is the default and stays out of the URL), or remote (decision 046). */
  searchRadius?: Exclude<SearchRadius, typeof DEFAULT_SEARCH_RADIUS>
  page?: number
  limit?: (typeof DISCOVERY_PAGE_SIZES)[number]
}

const pick = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined

/** The router's validateSearch: anything unknown or out of range is dropped, so an edited link still opens. */
export function parseDiscoverySearch(raw: Record<string, unknown>): DiscoverySearch {
  const out: DiscoverySearch = {}
  const text = raw['search']
  if (typeof text === 'string' || typeof text === 'number') {
    const value = String(text).trim().slice(0, DISCOVERY_SEARCH_MAX)
    if (value.length >= SEARCH_MIN_QUERY_LENGTH) out.search = value
  }
  const category = pick(DISCOVERY_CATEGORIES, raw['category'])
  if (category && category !== 'all') out.category = category
  const level = pick(EXPERIENCE_LEVELS, raw['experienceLevel'])
  if (level) out.experienceLevel = level
  const posted = pick(Object.keys(DATE_POSTED_OPTIONS) as DatePosted[], raw['datePosted'])
  if (posted) out.datePosted = posted
  const sort = pick(DISCOVERY_SORTS, raw['sort'])
  if (sort && sort !== 'recent') out.sort = sort
  if (raw['hasMedia'] === true || raw['hasMedia'] === 'true') out.hasMedia = true
  const location = raw['location']
  if (typeof location === 'string' && location.trim() !== '') out.location = location.trim().slice(0, 200)
  const radius =
    typeof raw['searchRadius'] === 'string' || typeof raw['searchRadius'] === 'number'
      ? parseSearchRadius(String(raw['searchRadius']))
      : null
  if (radius !== null && radius !== DEFAULT_SEARCH_RADIUS) out.searchRadius = radius
  const page = Number(raw['page'])
  if (Number.isInteger(page) && page > 1) out.page = page
  const limit = Number(raw['limit'])
  if ((DISCOVERY_PAGE_SIZES as readonly number[]).includes(limit) && limit !== DISCOVERY_PAGE_SIZE) {
    out.limit = limit as DiscoverySearch['limit']
  }
  return out
}

/** The API query of GET /api/Dashboard/search/public for a URL state. */
export function discoveryQuery(search: DiscoverySearch): PublicSearchQueryInput {
  return {
    ...(search.search ? { search: search.search } : {}),
    category: search.category ?? 'all',
    ...(search.experienceLevel ? { experienceLevel: search.experienceLevel } : {}),
    ...(search.datePosted ? { datePosted: search.datePosted } : {}),
    sort: search.sort ?? 'recent',
    ...(search.hasMedia ? { hasMedia: 'true' } : {}),
    ...(search.location ? { location: search.location } : {}),
    // A location searches around itself (25 miles unless chosen); 'remote' needs no location.
    ...(search.searchRadius === 'remote'
      ? { searchRadius: 'remote' }
      : search.location
        ? { searchRadius: String(search.searchRadius ?? DEFAULT_SEARCH_RADIUS) }
        : {}),
    page: search.page ?? 1,
    limit: search.limit ?? DISCOVERY_PAGE_SIZE,
  }
}

/** Whether any filter narrows the results (the empty state then offers to clear them). */
export const hasFilters = (search: DiscoverySearch) =>
  Boolean(
    search.search ||
    search.experienceLevel ||
    search.datePosted ||
    search.hasMedia ||
    search.location ||
    search.searchRadius,
  )
