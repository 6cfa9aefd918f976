import type { PeopleQuery } from '@/api/people/connection-inputs'
import { PEOPLE_SEARCH_MAX } from '@/api/people/connection-inputs'
import { PAGINATION_OPTIONS } from '@/config/list-paging'
import { SEARCH_MIN_QUERY_LENGTH } from '@/config/search-input'

/** People per page of /people (seed 1 §9: pagination options 12, 24, 48; default 12). */
export const PEOPLE_PAGE_SIZE = PAGINATION_OPTIONS[0]
export const PEOPLE_PAGE_SIZES = PAGINATION_OPTIONS
export type PeoplePageSize = (typeof PAGINATION_OPTIONS)[number]

/** The grid / list choice of /people, kept on this device (apart from /search's). */
export const PEOPLE_VIEW_MODE_KEY = 'reelhire.people.view'

/** The URL state of /people. Absent means page 1, 12 per page, nobody searched for. */
export type PeopleSearch = { search?: string; page?: number; limit?: PeoplePageSize }

/**
 * The router's validateSearch: a 1-letter search, page 0 or a page size not offered is dropped, so an edited
 * link still opens.
 */
export function parsePeopleSearch(raw: Record<string, unknown>): PeopleSearch {
  const out: PeopleSearch = {}
  const value = raw['search']
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value).trim().slice(0, PEOPLE_SEARCH_MAX)
    if (text.length >= SEARCH_MIN_QUERY_LENGTH) out.search = text
  }
  const page = Number(raw['page'])
  if (Number.isInteger(page) && page > 1) out.page = page
  const limit = Number(raw['limit'])
  if ((PEOPLE_PAGE_SIZES as readonly number[]).includes(limit) && limit !== PEOPLE_PAGE_SIZE)
    out.limit = limit as PeoplePageSize
  return out
}

/** The viewer's requests waiting for an answer, shown above the list (at most one page of them). */
export const REQUESTS_QUERY: PeopleQuery = {
  search: '',
  connection: 'pending_received',
  page: 1,
  limit: PEOPLE_PAGE_SIZE,
}

/** The API query of GET /api/People for a URL state. */
export function peopleListQuery(search: PeopleSearch): PeopleQuery {
  return { search: search.search ?? '', page: search.page ?? 1, limit: search.limit ?? PEOPLE_PAGE_SIZE }
}
