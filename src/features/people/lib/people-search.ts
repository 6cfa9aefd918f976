import type { PeopleQuery } from '@/api/people/connection-inputs'
import { PEOPLE_SEARCH_MAX } from '@/api/people/connection-inputs'
import { SEARCH_MIN_QUERY_LENGTH } from '@/config/search-input'

/** People per page of /people (seed 1 §9: pagination options 12, 24, 48; default 12). */
export const PEOPLE_PAGE_SIZE = 12

/** The URL state of /people. Absent means page 1, nobody searched for. */
export type PeopleSearch = { search?: string; page?: number }

/** The router's validateSearch: a 1-letter search or page 0 is dropped, so an edited link still opens. */
export function parsePeopleSearch(raw: Record<string, unknown>): PeopleSearch {
  const out: PeopleSearch = {}
  const value = raw['search']
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value).trim().slice(0, PEOPLE_SEARCH_MAX)
    if (text.length >= SEARCH_MIN_QUERY_LENGTH) out.search = text
  }
  const page = Number(raw['page'])
  if (Number.isInteger(page) && page > 1) out.page = page
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
  return { search: search.search ?? '', page: search.page ?? 1, limit: PEOPLE_PAGE_SIZE }
}
