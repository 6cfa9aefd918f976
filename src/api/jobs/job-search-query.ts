import * as v from 'valibot'
import { PageQuerySchema } from '../pagination'
import { SearchRadiusQuerySchema } from '../search-radius'
import { UUID_PATTERN } from '../uuid'
import { parseExperienceLevel, parseListEmploymentType } from './job-enum-mapping'
import {
  DATE_POSTED_OPTIONS,
  EXPERIENCE_LEVELS,
  LIST_EMPLOYMENT_TYPES,
  type DatePosted,
} from './job-list-enums'
import { JOB_SKILL_MAX } from './job-write-input'

/** The query of the public job search, GET /api/Job (seed 2 §7; seed 1 §5 salary filter and §9 filters). */

export const JOB_SEARCH_MAX = 200

/** A comma-separated query value → the parsed items; empty → undefined; an unknown item → a message. */
const csv = <T>(parse: (item: string) => T | null, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
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

const queryAmount = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      // An empty value clears the filter rather than being refused (seed 1 §5).
      v.transform((value) => (value === '' ? undefined : Number(value))),
      v.union(
        [v.undefined(), v.pipe(v.number(), v.finite(), v.minValue(0))],
        `${name} must be a number of 0 or more`,
      ),
    ),
  )

const queryText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `must be at most ${max} characters`),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  )

/**
 * GET /api/Job query: search, location, skills, employmentType, experienceLevel, salaryMin, salaryMax,
 * isRemote, companyId, page, limit (seed 2 §7), plus ours: company (name, for /jobs?company={name}) and
 * datePosted. Lenient object: unknown parameters (cache busters) are ignored.
 */
export const JobListQuerySchema = v.pipe(
  v.object({
    ...PageQuerySchema.entries,
    search: queryText(JOB_SEARCH_MAX),
    location: queryText(200),
    /** Seed 1 §9: 5, 10, 25, 50 or 100 miles around the location, or remote (decision 046). */
    searchRadius: SearchRadiusQuerySchema,
    /** Comma-separated; a job must list every one (any case). */
    skills: csv(
      (item) => (item.length <= JOB_SKILL_MAX ? item.toLowerCase() : null),
      `Each skill must be at most ${JOB_SKILL_MAX} characters`,
    ),
    /** Comma-separated, any of them; 'remote' means isRemote. Hyphens and underscores both work. */
    employmentType: csv(
      parseListEmploymentType,
      `Employment type must be one of ${LIST_EMPLOYMENT_TYPES.join(', ')}`,
    ),
    /** Comma-separated, any of them. */
    experienceLevel: csv(
      parseExperienceLevel,
      `Experience level must be one of ${EXPERIENCE_LEVELS.join(', ')}`,
    ),
    salaryMin: queryAmount('Minimum salary'),
    salaryMax: queryAmount('Maximum salary'),
    isRemote: v.optional(
      v.pipe(
        v.picklist(['true', 'false', '1', '0', ''], 'isRemote must be true or false'),
        v.transform((value) => (value === '' ? undefined : value === 'true' || value === '1')),
      ),
    ),
    companyId: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((value) => (value === '' ? undefined : value)),
        v.union([v.undefined(), v.pipe(v.string(), v.regex(UUID_PATTERN))], 'Company id must be an id'),
      ),
    ),
    company: queryText(200),
    datePosted: v.optional(
      v.pipe(
        v.string(),
        v.transform((value) => (value === '' ? undefined : value)),
        v.union(
          [v.undefined(), v.picklist(Object.keys(DATE_POSTED_OPTIONS) as DatePosted[])],
          'datePosted must be 24h, 3d, week or month',
        ),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['salaryMin'], ['salaryMax']],
      (query) =>
        query.salaryMin === undefined || query.salaryMax === undefined || query.salaryMin <= query.salaryMax,
      'Minimum salary cannot be more than maximum salary',
    ),
    ['salaryMin'],
  ),
)
export type JobListQuery = v.InferOutput<typeof JobListQuerySchema>
