import * as v from 'valibot'
import { PageQuerySchema, PagedSchema } from '../pagination'
import { SearchRadiusQuerySchema } from '../search-radius'
import { parseExperienceLevel, parseListEmploymentType } from '../jobs/job-enum-mapping'
import {
  DATE_POSTED_OPTIONS,
  EXPERIENCE_LEVELS,
  LIST_EMPLOYMENT_TYPES,
  type DatePosted,
} from '../jobs/job-list-enums'

/**
 * Discovery: GET /api/Dashboard/search/public (seed 2 §7) — one search across people, companies, resumes, jobs
 * and media. Query rules of seed 2 §5 (page ≥ 1, limit 1–100 default 20, the six categories); the filters of
 * seed 1 §9 (experience level, date posted, sort, hasMedia) ride along as optional parameters.
 */

export const DISCOVERY_CATEGORIES = ['all', 'people', 'companies', 'resumes', 'jobs', 'media'] as const
export type DiscoveryCategory = (typeof DISCOVERY_CATEGORIES)[number]

/** The public search item's `type` per category (seed 2 §3). */
export const SEARCH_ITEM_TYPES = ['job', 'resume', 'people', 'company', 'media'] as const
export type SearchItemType = (typeof SEARCH_ITEM_TYPES)[number]

export const CATEGORY_ITEM_TYPE: Record<Exclude<DiscoveryCategory, 'all'>, SearchItemType> = {
  people: 'people',
  companies: 'company',
  resumes: 'resume',
  jobs: 'job',
  media: 'media',
}

export const DISCOVERY_SORTS = ['recent', 'featured', 'top', 'latest'] as const
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number]

/** Seed 1 §5: search waits for 2 characters; shorter text lists everything. */
export const DISCOVERY_SEARCH_MIN = 2
export const DISCOVERY_SEARCH_MAX = 200
/** Seed 2 §9: the discovery page shows 12; seed 1 §9: 12, 24 or 48. */
export const DISCOVERY_PAGE_SIZE = 12
export const DISCOVERY_PAGE_SIZES = [12, 24, 48] as const
/** Seed 2 §7: home-page content asks four times the requested count (default 4 per category). */
export const HOME_CONTENT_FACTOR = 4

export const DISCOVERY_TEXTS = {
  loadFailed: 'Failed to load content',
  emptyTitle: 'No content found',
  emptyBody: 'Try adjusting your search or filters to find more resumes and videos.',
} as const

const queryText = (name: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be text`),
      v.trim(),
      v.maxLength(max, `${name} must be at most ${max} characters`),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  )

/** A comma-separated value → its distinct parsed items; empty → undefined; an unknown item → the message. */
const csv = <T>(parse: (item: string) => T | null, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
      v.check((items: string[]) => items.every((item) => parse(item) !== null), message),
      v.transform((items: string[]) => {
        const parsed = [...new Set(items.map((item) => parse(item) as T))]
        return parsed.length > 0 ? parsed : undefined
      }),
    ),
  )

const emptyAsUndefined = (value: string) => (value === '' ? undefined : value)

/** Lenient object: unknown parameters (cache busters) are ignored, as on GET /api/Job. */
export const PublicSearchQuerySchema = v.object({
  search: queryText('Search', DISCOVERY_SEARCH_MAX),
  category: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.transform((value) => (value === '' ? 'all' : value)),
      v.picklist(DISCOVERY_CATEGORIES, `Category must be one of ${DISCOVERY_CATEGORIES.join(', ')}`),
    ),
    'all',
  ),
  location: queryText('Location', 200),
  /** Seed 1 §9: 5, 10, 25, 50 or 100 miles around the location, or remote (decision 046). */
  searchRadius: SearchRadiusQuerySchema,
  industry: queryText('Industry', 200),
  experienceLevel: csv(
    parseExperienceLevel,
    `Experience level must be one of ${EXPERIENCE_LEVELS.join(', ')}`,
  ),
  employmentType: csv(
    parseListEmploymentType,
    `Employment type must be one of ${LIST_EMPLOYMENT_TYPES.join(', ')}`,
  ),
  datePosted: v.optional(
    v.pipe(
      v.string(),
      v.transform(emptyAsUndefined),
      v.union(
        [v.undefined(), v.picklist(Object.keys(DATE_POSTED_OPTIONS) as DatePosted[])],
        'datePosted must be 24h, 3d, week or month',
      ),
    ),
  ),
  sort: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => emptyAsUndefined(value) ?? 'recent'),
      v.picklist(DISCOVERY_SORTS, `Sort must be one of ${DISCOVERY_SORTS.join(', ')}`),
    ),
    'recent',
  ),
  hasMedia: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0', ''], 'hasMedia must be true or false'),
      v.transform((value) => (value === '' ? undefined : value === 'true' || value === '1')),
    ),
  ),
  ...PageQuerySchema.entries,
})
export type PublicSearchQuery = v.InferOutput<typeof PublicSearchQuerySchema>
export type PublicSearchQueryInput = Partial<Record<keyof PublicSearchQuery, string | number>>

const nullableText = v.nullable(v.string())
const nullableNumber = v.nullable(v.number())

/**
 * Public search item (seed 2 §3), one shape for every type. For media items the spec's odd mapping holds:
 * `skills` carries the media type code (as its one element), `experienceLevel` the url, `location` the owner's
 * user id and `company` the resume id.
 */
export const PublicSearchItemSchema = v.object({
  id: v.string(),
  type: v.picklist(SEARCH_ITEM_TYPES),
  title: v.string(),
  name: v.string(),
  summary: nullableText,
  description: nullableText,
  location: nullableText,
  company: nullableText,
  industry: nullableText,
  employmentType: nullableText,
  postedDate: nullableText,
  createdAt: v.string(),
  updatedAt: v.string(),
  views: v.number(),
  avatar: nullableText,
  logo: nullableText,
  skills: v.array(v.string()),
  salary: nullableText,
  experienceLevel: nullableText,
  headline: nullableText,
  tagline: nullableText,
  size: nullableText,
  founded: nullableNumber,
  isPublic: v.boolean(),
  templateName: nullableText,
  isFeatured: v.boolean(),
  activeJobCount: nullableNumber,
  followers: nullableNumber,
  applications: nullableNumber,
  /** Ours: the slug of the item's page (person, company, job, resume). */
  slug: nullableText,
  /** Ours: the user the item belongs to (the person, the company's owner, the job's poster, the resume's owner). */
  ownerId: nullableText,
  /** Ours: a job's company id (its link). */
  companyId: nullableText,
  /** Ours: a resume's privacy level (the viewer may see it, so they may know why). */
  privacy: nullableText,
  /** Ours: a job's salary bounds and remote flag, as the job card shows them (`salary` is their text). */
  salaryMin: nullableNumber,
  salaryMax: nullableNumber,
  currency: nullableText,
  isRemote: v.boolean(),
})
export type PublicSearchItem = v.InferOutput<typeof PublicSearchItemSchema>

export const CategoryCountsSchema = v.object({
  all: v.number(),
  people: v.number(),
  companies: v.number(),
  resumes: v.number(),
  jobs: v.number(),
  media: v.number(),
})
export type CategoryCounts = v.InferOutput<typeof CategoryCountsSchema>

/** The paged items of the asked category, the counts of every tab, and a suggestion when nothing matched as typed. */
export const PublicSearchResponseSchema = v.object({
  ...PagedSchema(PublicSearchItemSchema).entries,
  counts: CategoryCountsSchema,
  /** A name close to the search when no item contains it as typed (typo tolerance); null otherwise. */
  didYouMean: nullableText,
})
export type PublicSearchResponse = v.InferOutput<typeof PublicSearchResponseSchema>
