import { COMPANY_SORTS, type CompanyListQuery, type CompanySort } from '@/api/companies/company-list-query'
import { parseCompanySize, type CompanySize } from '@/api/companies/company-sizes'
import { parseIndustry, type Industry } from '@/api/companies/company-industries'
import { SEARCH_MIN_QUERY_LENGTH } from '@/config/search-input'

/** Companies per page of /companies (pagination options 12, 24, 48; default 12). */
export const COMPANIES_PAGE_SIZE = 12

/** The URL state of /companies. Absent means "no filter" (page 1, sort by name). */
export type CompaniesSearch = {
  search?: string
  industry?: Industry
  size?: CompanySize
  location?: string
  sort?: Exclude<CompanySort, 'name'>
  page?: number
}

const text = (value: unknown, max: number) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const trimmed = String(value).trim().slice(0, max)
  return trimmed.length >= SEARCH_MIN_QUERY_LENGTH ? trimmed : undefined
}

/**
 * The router's validateSearch: anything unusable (a 1-letter search, an unknown industry, page 0, a size that
 * is not one of the six) is dropped rather than failing the page, so an edited or old link still opens.
 */
export function parseCompaniesSearch(raw: Record<string, unknown>): CompaniesSearch {
  const out: CompaniesSearch = {}
  const search = text(raw['search'], 200)
  if (search) out.search = search
  const industry = typeof raw['industry'] === 'string' ? parseIndustry(raw['industry']) : null
  if (industry) out.industry = industry
  const size = typeof raw['size'] === 'string' ? parseCompanySize(raw['size']) : null
  if (size) out.size = size
  const location = text(raw['location'], 120)
  if (location) out.location = location
  const sort = raw['sort']
  if (sort !== 'name' && (COMPANY_SORTS as readonly unknown[]).includes(sort)) {
    out.sort = sort as Exclude<CompanySort, 'name'>
  }
  const page = Number(raw['page'])
  if (Number.isInteger(page) && page > 1) out.page = page
  return out
}

/** The API query of GET /api/Companies/public for a URL state. */
export function companiesListQuery(search: CompaniesSearch): CompanyListQuery {
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.industry ? { industry: search.industry } : {}),
    ...(search.size ? { size: search.size } : {}),
    ...(search.location ? { location: search.location } : {}),
    sort: search.sort ?? 'name',
    page: search.page ?? 1,
    limit: COMPANIES_PAGE_SIZE,
  }
}

type FilterKey = 'search' | 'industry' | 'size' | 'location' | 'sort'

/** A filter changed: the new URL state starts again at page 1 ('' or undefined removes the filter). */
export function withFilter(
  current: CompaniesSearch,
  key: FilterKey,
  value: string | undefined,
): CompaniesSearch {
  const { page: _page, ...rest } = current
  const next = parseCompaniesSearch({ ...rest, [key]: value ?? '' })
  return next
}

export const hasFilters = (search: CompaniesSearch) =>
  Boolean(search.search || search.industry || search.size || search.location)
