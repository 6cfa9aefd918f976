import * as v from 'valibot'
import {
  describeAlertQuery,
  normalizeAlertQuery,
  JobAlertQuerySchema,
  type JobAlertQuery,
} from '@/api/job-alerts/job-alert-query'
import { JobListQuerySchema } from '@/api/jobs/job-search-query'

/** The /jobs page's search params as they come (strings, or numbers/booleans/arrays a router may have parsed). */
export type JobSearchParams = Record<string, unknown>

const toParam = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) return value.map(String).join(',')
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value)
  return undefined
}

/**
 * The /jobs search (GET /api/Job query params) → an alert's saved search, or null when nothing in it
 * filters (an alert needs at least one criterion) or it does not parse. Paging, sorting, `company` (a name)
 * and `datePosted` are dropped: an alert is about new jobs anyway.
 */
export function alertQueryFromSearch(params: JobSearchParams): JobAlertQuery | null {
  const strings: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    const param = toParam(value)
    if (param !== undefined) strings[key] = param
  }
  const parsed = v.safeParse(JobListQuerySchema, strings)
  if (!parsed.success) return null
  const list = parsed.output
  const alert = v.safeParse(JobAlertQuerySchema, {
    search: list.search,
    location: list.location,
    skills: list.skills,
    employmentType: list.employmentType,
    experienceLevel: list.experienceLevel,
    salaryMin: list.salaryMin,
    salaryMax: list.salaryMax,
    isRemote: list.isRemote,
    companyId: list.companyId,
  })
  if (!alert.success) return null
  const query = normalizeAlertQuery(alert.output)
  return Object.keys(query).length > 0 ? query : null
}

/** A default name for an alert: its description, cut to fit. */
export function defaultAlertName(query: JobAlertQuery, max = 100): string {
  const text = describeAlertQuery(query).replace(/"/g, '')
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
