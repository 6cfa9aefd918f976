import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { JobListQuery } from '@/api/jobs/job-search-query'
import type { PublicSearchQuery, SearchItemType } from '@/api/discovery/public-search'
import type { Viewer } from '../../core/policy'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { resumeMedia } from '../../db/schema/resume-media'
import { resumes } from '../../db/schema/resumes'
import { searchDocuments } from '../../db/schema/search-documents'
import { users } from '../../db/schema/users'
import { listedCondition } from '../companies/company-visibility'
import { listedJobConditionByLookup } from '../jobs/job-records'
import { jobFilterConditions } from '../jobs/job-search'
import { containing, foldSql, foldText } from '../people/accent-fold'
import { listedPersonCondition } from '../people/people-visibility'
import { listedResumeCondition } from '../resumes/resume-visibility'

/**
 * Which documents of one kind the viewer may find, with the filters that kind carries. Visibility is each
 * module's own listed condition over its own table — the same SQL its public list uses — so the search table
 * holds no copy of any privacy rule (decision 035). A filter a kind does not carry excludes that kind: "senior"
 * finds senior jobs, not every person.
 */

const NONE = sql`false`

/** Media anyone else may see: finished, not a generated video still awaiting its owner's review (resume-media-read). */
const publicMediaCondition = sql`${resumeMedia.status} = 'ready' and not ${resumeMedia.awaitingReview}`

/** Resumes the viewer may find in discovery. */
const listedResumeIds = (viewer: Viewer) =>
  sql`select ${resumes.id} from ${resumes} where ${listedResumeCondition(viewer)}`

/** Media the viewer may find: public media of a resume they may find. */
const listedMediaIds = (viewer: Viewer) =>
  sql`select ${resumeMedia.id} from ${resumeMedia} where ${publicMediaCondition} and ${resumeMedia.resumeId} in (${listedResumeIds(viewer)})`

const folded = (column: SQL | AnyPgColumn) => foldSql(sql`coalesce(${column}, '')`)

/** Employment types as resumes store them (free text): 'Full-time', 'full_time' and 'full time' alike. */
function resumeEmploymentCondition(types: readonly string[]): SQL {
  return sql`exists (select 1 from unnest(${resumes.employmentTypes}) as t(value)
    where regexp_replace(lower(t.value), '[\\s-]+', '_', 'g') in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}))`
}

function peopleIds(viewer: Viewer, query: PublicSearchQuery): SQL {
  if (query.industry || query.experienceLevel || query.employmentType) return NONE
  const conditions: SQL[] = [listedPersonCondition(viewer)]
  if (query.hasMedia) {
    conditions.push(
      sql`${users.id} in (select ${resumeMedia.userId} from ${resumeMedia} where ${resumeMedia.id} in (${listedMediaIds(viewer)}))`,
    )
  }
  return sql`select ${users.id} from ${users} where ${and(...conditions)}`
}

function companyIds(query: PublicSearchQuery): SQL {
  if (query.experienceLevel || query.employmentType || query.hasMedia) return NONE
  const conditions: SQL[] = [listedCondition()]
  if (query.industry)
    conditions.push(sql`${folded(companies.industry)} like ${containing(foldText(query.industry))}`)
  return sql`select ${companies.id} from ${companies} where ${and(...conditions)}`
}

function jobIds(query: PublicSearchQuery, now: Date): SQL {
  if (query.hasMedia) return NONE
  const companyConditions = query.industry
    ? [sql`${folded(companies.industry)} like ${containing(foldText(query.industry))}`]
    : []
  // The job search's own filters (experience level, employment type with its 'remote'); location and date
  // are matched on the document for every kind alike.
  const jobQuery = {
    employmentType: query.employmentType,
    experienceLevel: query.experienceLevel,
    page: 1,
    limit: 1,
  } as JobListQuery
  const conditions = [
    listedJobConditionByLookup(now, companyConditions),
    ...jobFilterConditions(jobQuery, now),
  ]
  return sql`select ${jobs.id} from ${jobs} where ${and(...conditions)}`
}

function resumeIds(viewer: Viewer, query: PublicSearchQuery): SQL {
  if (query.experienceLevel) return NONE
  const conditions: SQL[] = [listedResumeCondition(viewer)]
  if (query.industry)
    conditions.push(sql`${folded(resumes.industry)} like ${containing(foldText(query.industry))}`)
  if (query.employmentType) conditions.push(resumeEmploymentCondition(query.employmentType))
  if (query.hasMedia) {
    conditions.push(
      sql`${resumes.id} in (select ${resumeMedia.resumeId} from ${resumeMedia} where ${publicMediaCondition})`,
    )
  }
  return sql`select ${resumes.id} from ${resumes} where ${and(...conditions)}`
}

function mediaIds(viewer: Viewer, query: PublicSearchQuery): SQL {
  if (query.industry || query.experienceLevel || query.employmentType) return NONE
  return listedMediaIds(viewer)
}

/** The ids of one kind the viewer may find under the query's filters, as a subquery. */
export function findableIds(kind: SearchItemType, viewer: Viewer, query: PublicSearchQuery, now: Date): SQL {
  switch (kind) {
    case 'people':
      return peopleIds(viewer, query)
    case 'company':
      return companyIds(query)
    case 'job':
      return jobIds(query, now)
    case 'resume':
      return resumeIds(viewer, query)
    case 'media':
      return mediaIds(viewer, query)
  }
}

/** One kind's documents the viewer may find: `kind = … and item_id in (…)`; false when a filter rules it out. */
export function findableKind(kind: SearchItemType, viewer: Viewer, query: PublicSearchQuery, now: Date): SQL {
  const ids = findableIds(kind, viewer, query, now)
  if (ids === NONE) return NONE
  return sql`(${eq(searchDocuments.kind, kind)} and ${searchDocuments.itemId} in (${ids}))`
}
