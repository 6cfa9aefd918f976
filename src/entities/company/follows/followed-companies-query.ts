import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { CompanySchema, type Company } from '@/api/companies/company'
import { FollowedCompaniesSchema } from '@/api/companies/company-follow'
import { apiRequest } from '@/lib/api-client/api-client'

/** The query key of the signed-in user's followed companies (persisted: readable offline). */
export const FOLLOWED_COMPANIES_KEY = ['followed-companies'] as const

/** GET /api/Companies/me/followed: the followed companies in full, newest follow first. */
export const fetchFollowedCompanies = (signal?: AbortSignal) =>
  apiRequest('/Companies/me/followed', { schema: FollowedCompaniesSchema, ...(signal ? { signal } : {}) })

export const followedCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: FOLLOWED_COMPANIES_KEY,
    queryFn: ({ signal }) => fetchFollowedCompanies(signal),
  })

const COMPANY_KEYS = Object.keys(CompanySchema.entries) as (keyof Company)[]

/** Only the list fields of a company (a profile carries much more than a list needs to keep). */
export function companyFields(value: Company): Company {
  return Object.fromEntries(COMPANY_KEYS.map((key) => [key, value[key]])) as Company
}

const isCompanyLike = (value: unknown, companyId: string): value is Company =>
  typeof value === 'object' &&
  value !== null &&
  (value as { id?: unknown }).id === companyId &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { followers?: unknown }).followers === 'number'

function findIn(data: unknown, companyId: string): Company | undefined {
  if (isCompanyLike(data, companyId)) return data
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items)
      ? (data as { items: unknown[] }).items
      : []
  return list.find((item): item is Company => isCompanyLike(item, companyId))
}

/** A company the cache already holds (a list, a profile, the followed list), for showing a follow made offline. */
export function findCachedCompany(queryClient: QueryClient, companyId: string): Company | undefined {
  for (const root of [FOLLOWED_COMPANIES_KEY, ['company'], ['companies']]) {
    for (const [, data] of queryClient.getQueriesData({ queryKey: root })) {
      const found = findIn(data, companyId)
      if (found) return companyFields(found)
    }
  }
  return undefined
}

/** Writes the server's follower count (and the caller's follow flag) into every cached copy of the company. */
export function patchCachedFollowers(
  queryClient: QueryClient,
  companyId: string,
  followers: number,
  isFollowing: boolean,
): void {
  const patchOne = (item: unknown): unknown => {
    if (!isCompanyLike(item, companyId)) return item
    const patched: Record<string, unknown> = { ...item, followers }
    if ('isFollowing' in item) patched['isFollowing'] = isFollowing
    return patched
  }
  const patch = (data: unknown): unknown => {
    if (Array.isArray(data)) return data.some((i) => isCompanyLike(i, companyId)) ? data.map(patchOne) : data
    if (typeof data !== 'object' || data === null) return data
    const items = (data as { items?: unknown }).items
    if (Array.isArray(items) && items.some((i) => isCompanyLike(i, companyId))) {
      return { ...data, items: items.map(patchOne) }
    }
    return patchOne(data)
  }
  // Only the entries that hold the company are written: setting the rest would mark them as just fetched.
  for (const root of [FOLLOWED_COMPANIES_KEY, ['company'], ['companies']]) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey: root })) {
      const next = patch(data)
      if (next === data) continue
      const updatedAt = queryClient.getQueryState(key)?.dataUpdatedAt
      queryClient.setQueryData(key, next, updatedAt ? { updatedAt } : undefined)
    }
  }
}
