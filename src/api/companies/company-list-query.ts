import * as v from 'valibot'
import { MAX_PAGE_SIZE, PageQuerySchema } from '../pagination'
import { COMPANY_SIZES, parseCompanySize } from './company-sizes'

/**
 * The queries of the company lists (seed 2 §7 "Companies", seed 1 §9 filter options): GET
 * /api/Companies/public, /{id}/jobs and /trending.
 */

/** How many companies /trending answers when no limit is given. */
export const TRENDING_COMPANIES_LIMIT = 10

const queryText = (max: number, label: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)))

export const COMPANY_SORTS = ['name', 'newest', 'popular'] as const
export type CompanySort = (typeof COMPANY_SORTS)[number]

/** GET /api/Companies/public. Empty values mean "no filter"; `sort` is ours (default name). */
export const CompanyListQuerySchema = v.object({
  search: queryText(200, 'Search'),
  industry: queryText(100, 'Industry'),
  size: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || parseCompanySize(value) !== null,
        `Size must be one of ${COMPANY_SIZES.join(', ')}`,
      ),
    ),
  ),
  location: queryText(120, 'Location'),
  sort: v.optional(v.picklist(COMPANY_SORTS, 'Sort must be one of name, newest, popular'), 'name'),
  ...PageQuerySchema.entries,
})
export type CompanyListQuery = v.InferOutput<typeof CompanyListQuerySchema>

/** GET /api/Companies/{id}/jobs (defaults page 1, limit 20). */
export const CompanyJobsQuerySchema = PageQuerySchema

/** GET /api/Companies/trending?limit (default 10, at most 100). */
export const TrendingQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value))),
      v.number('Limit must be a number'),
      v.integer('Limit must be a whole number'),
      v.minValue(1, `Limit must be between 1 and ${MAX_PAGE_SIZE}`),
      v.maxValue(MAX_PAGE_SIZE, `Limit must be between 1 and ${MAX_PAGE_SIZE}`),
    ),
    TRENDING_COMPANIES_LIMIT,
  ),
})
