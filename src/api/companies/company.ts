import * as v from 'valibot'
import { PagedSchema, type Paged } from '../pagination'
import { CompanyStatusSchema, CompanyVisibilitySchema } from './company-status'

/**
 * A company as lists and cards show it (seed 2 §3 "Company"): GET /api/Companies/public, /trending,
 * /me/followed, and the counts of /{id}/stats.
 */

/** What the server sends as the industry or size of a company that has not given one. */
export const NOT_SPECIFIED = 'Not specified'

export const CompanySchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  logo: v.nullable(v.string()),
  tagline: v.nullable(v.string()),
  description: v.nullable(v.string()),
  website: v.nullable(v.string()),
  /** The industry, or NOT_SPECIFIED. */
  industry: v.string(),
  /** The size, or NOT_SPECIFIED. */
  size: v.string(),
  location: v.nullable(v.string()),
  status: CompanyStatusSchema,
  visibility: CompanyVisibilitySchema,
  createdAt: v.string(),
  updatedAt: v.string(),
  founded: v.nullable(v.number()),
  views: v.number(),
  followers: v.number(),
  jobCount: v.number(),
  activeJobCount: v.number(),
  userId: v.string(),
  /** Ours: the account (tenant) the company belongs to. */
  accountId: v.nullable(v.string()),
  onboardingProgress: v.number(),
})
export type Company = v.InferOutput<typeof CompanySchema>

export const CompanyListResponseSchema = PagedSchema(CompanySchema)
export type CompanyListResponse = Paged<Company>

/** GET /api/Companies/trending: at most `limit` listed companies (company-list-query.ts). */
export const TrendingCompaniesSchema = v.array(CompanySchema)

/** GET /api/Companies/{id}/stats. */
export const CompanyStatsSchema = v.object({
  jobsCount: v.number(),
  followersCount: v.number(),
  activeJobsCount: v.number(),
})
export type CompanyStats = v.InferOutput<typeof CompanyStatsSchema>
