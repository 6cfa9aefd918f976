import * as v from 'valibot'
import { PAGINATION_OPTIONS } from '@/config/list-paging'
import {
  DATE_POSTED_OPTIONS,
  EXPERIENCE_LEVELS,
  type DatePosted,
  type ExperienceLevel,
  type ListEmploymentType,
} from '@/api/jobs/job-list-enums'
import { JOB_SEARCH_MAX } from '@/api/jobs/job-search-query'
import { parseExperienceLevel, parseListEmploymentType } from '@/api/jobs/job-enum-mapping'
import { effectiveSearchText } from '@/lib/search-text'
import { DEFAULT_SEARCH_RADIUS, parseSearchRadius, type SearchRadius } from '@/api/search-radius'

/**
 * The /jobs URL (including ?company={name}): what the user searched and filtered, which page,
 * grid or list, and the tab. Lenient: a value that makes no sense is dropped, never an error page, and
 * defaults stay out of the URL.
 */

/** Employment type filter options: full-time, part-time, contract, internship ('remote' is its own switch). */
export const EMPLOYMENT_FILTER_OPTIONS = ['full_time', 'part_time', 'contract', 'internship'] as const
export type EmploymentFilter = (typeof EMPLOYMENT_FILTER_OPTIONS)[number]
export const EXPERIENCE_FILTER_OPTIONS = EXPERIENCE_LEVELS
export const DATE_POSTED_FILTER_OPTIONS = Object.keys(DATE_POSTED_OPTIONS) as DatePosted[]

/** Page sizes: "pagination options 12, 24, 48 (default 12)". */
export const JOBS_PAGE_SIZES = PAGINATION_OPTIONS
export const DEFAULT_JOBS_PAGE_SIZE = PAGINATION_OPTIONS[0]

const drop = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(v.optional(schema), undefined))

const scalar = v.union([v.string(), v.number(), v.boolean()])

const text = (max: number) =>
  drop(
    v.pipe(
      scalar,
      v.transform((value) => String(value).trim().slice(0, max)),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  )

const amount = drop(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => (typeof value === 'string' && value.trim() === '' ? NaN : Number(value))),
    v.transform((value) => (Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined)),
  ),
)

/** A comma-separated list, each item parsed (unknown ones dropped), duplicates dropped, canonical order. */
function list<T extends string>(parse: (item: string) => T | null, order?: readonly T[]) {
  return drop(
    v.pipe(
      scalar,
      v.transform((value) => {
        const items = [
          ...new Set(
            splitList(String(value))
              .map(parse)
              .filter((item) => item !== null),
          ),
        ]
        if (order) items.sort((a, b) => order.indexOf(a) - order.indexOf(b))
        return items.length > 0 ? items.join(',') : undefined
      }),
    ),
  )
}

/** 'React, go ,react' → ['React', 'go'] (case-insensitive duplicates dropped, first spelling kept). */
export function splitList(value: string | undefined): string[] {
  if (!value) return []
  const seen = new Set<string>()
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => {
      const key = item.toLowerCase()
      if (item === '' || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

const positive = (allowed?: readonly number[]) =>
  drop(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.transform((value) =>
        Number.isInteger(value) && value >= 1 && (!allowed || allowed.includes(value)) ? value : undefined,
      ),
    ),
  )

const flag = drop(
  v.pipe(
    scalar,
    v.transform((value) =>
      value === true || value === 'true' || value === '1' || value === 1 ? true : undefined,
    ),
  ),
)

const RAW_EMPLOYMENT = (item: string) => parseListEmploymentType(item)

export const JobsSearchSchema = v.pipe(
  v.object({
    search: text(JOB_SEARCH_MAX),
    location: text(200),
    // The default radius (25) stays out of the URL.
    searchRadius: drop(
      v.pipe(
        scalar,
        v.transform((value) => parseSearchRadius(String(value)) ?? undefined),
        v.transform((radius) => (radius === DEFAULT_SEARCH_RADIUS ? undefined : radius)),
      ),
    ),
    skills: drop(
      v.pipe(
        scalar,
        v.transform((value) => splitList(String(value)).slice(0, 20).join(',') || undefined),
      ),
    ),
    employmentType: list<ListEmploymentType>(RAW_EMPLOYMENT, [...EMPLOYMENT_FILTER_OPTIONS, 'remote']),
    experienceLevel: list<ExperienceLevel>(parseExperienceLevel, EXPERIENCE_LEVELS),
    salaryMin: amount,
    salaryMax: amount,
    isRemote: flag,
    datePosted: drop(v.picklist(DATE_POSTED_FILTER_OPTIONS)),
    company: text(200),
    page: positive(),
    limit: positive(JOBS_PAGE_SIZES),
    view: drop(v.picklist(['grid', 'list'])),
    tab: drop(v.picklist(['all', 'saved'])),
  }),
  // 'remote' as an employment type is the Remote switch (the spec's Job lists it among the types).
  v.transform((search) => {
    const types = splitList(search.employmentType)
    if (!types.includes('remote')) return search
    const rest = types.filter((type) => type !== 'remote').join(',')
    return { ...search, employmentType: rest || undefined, isRemote: true as const }
  }),
)

export type JobsSearch = {
  search?: string | undefined
  location?: string | undefined
  /** Miles around the location (25 when absent) or remote, seed 1 §9 (decision 046). */
  searchRadius?: Exclude<SearchRadius, typeof DEFAULT_SEARCH_RADIUS> | undefined
  /** Comma-separated. */
  skills?: string | undefined
  /** Comma-separated EmploymentFilter values. */
  employmentType?: string | undefined
  /** Comma-separated ExperienceLevel values. */
  experienceLevel?: string | undefined
  salaryMin?: number | undefined
  salaryMax?: number | undefined
  isRemote?: true | undefined
  datePosted?: DatePosted | undefined
  /** A company's name: /jobs?company={name} filters by company. */
  company?: string | undefined
  page?: number | undefined
  limit?: number | undefined
  view?: 'grid' | 'list' | undefined
  tab?: 'all' | 'saved' | undefined
}

/** The route's validateSearch: never throws, drops what it cannot use, leaves defaults out. */
export function parseJobsSearch(raw: Record<string, unknown>): JobsSearch {
  const parsed = v.parse(JobsSearchSchema, raw) as JobsSearch
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as JobsSearch
}

/** The keys that narrow the results (what "Clear filters" clears and the Filters button counts). */
export const FILTER_KEYS = [
  'location',
  'searchRadius',
  'skills',
  'employmentType',
  'experienceLevel',
  'salaryMin',
  'salaryMax',
  'isRemote',
  'datePosted',
  'company',
] as const satisfies readonly (keyof JobsSearch)[]

export function activeFilterCount(search: JobsSearch): number {
  return FILTER_KEYS.filter((key) => search[key] !== undefined).length
}

/** The search without its text and filters (and back to page 1): the empty state's "Clear filters". */
export function clearedSearch(search: JobsSearch): JobsSearch {
  const { view, limit, tab } = search
  return { ...(view ? { view } : {}), ...(limit ? { limit } : {}), ...(tab ? { tab } : {}) }
}

/** A maximum below the minimum is not used yet (the user is probably still typing it). */
export function salaryRangeError(search: Pick<JobsSearch, 'salaryMin' | 'salaryMax'>): string | null {
  const { salaryMin, salaryMax } = search
  return salaryMin !== undefined && salaryMax !== undefined && salaryMax < salaryMin
    ? 'Maximum must be at least the minimum'
    : null
}

/** GET /api/Job's query for the URL's search (JobListQuerySchema): page and limit always, the rest when set. */
export type JobListParams = Record<string, string | number>

export function toJobListParams(search: JobsSearch): JobListParams {
  const params: JobListParams = {
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_JOBS_PAGE_SIZE,
  }
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params[key] = value
  }
  set('search', effectiveSearchText(search.search))
  set('location', search.location)
  // A location searches around itself (25 miles unless chosen); 'remote' needs no location.
  if (search.searchRadius === 'remote') params['searchRadius'] = 'remote'
  else if (search.location) params['searchRadius'] = String(search.searchRadius ?? DEFAULT_SEARCH_RADIUS)
  set('skills', splitList(search.skills).join(','))
  set('employmentType', search.employmentType)
  set('experienceLevel', search.experienceLevel)
  set('salaryMin', search.salaryMin)
  if (!salaryRangeError(search)) set('salaryMax', search.salaryMax)
  if (search.isRemote) params['isRemote'] = 'true'
  set('datePosted', search.datePosted)
  set('company', search.company)
  return params
}
