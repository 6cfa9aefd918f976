import { experienceLevelOf } from '@/api/jobs/job-enum-mapping'
import { companyDisplayName } from '@/api/companies/company-names'
import { jobFromDescription, type MatchJob } from '@/lib/ai-engine/match-job'
import { jsonResumeToText } from '@/lib/ai-engine/resume-to-text'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { JobRecord } from '../jobs/job-dto'
import { loadJobFor } from '../jobs/job-write'
import { contentFor } from '../resumes/resume-dto'
import { loadResumeFor } from '../resumes/resume-records'
import { isOwnerSide } from '../resumes/resume-policy'

/**
 * The inputs of the match and the value proposition, read with the caller's rights: a saved resume or job the
 * caller may not see is a 404 exactly like a missing one (the resume and job services' own loaders decide),
 * and a resume's hidden contact details stay hidden from whoever may not see them.
 */

export type ResumeInput = { text: string; id: string | null; name: string | null }

export async function resumeFor(
  ctx: ServiceContext,
  viewer: Viewer,
  source: { resumeText?: string | undefined; resumeId?: string | undefined },
): Promise<ResumeInput> {
  if (source.resumeText !== undefined) return { text: source.resumeText, id: null, name: null }
  const loaded = await loadResumeFor(ctx.db, viewer, source.resumeId!)
  const content = contentFor(loaded.row, isOwnerSide(viewer, loaded.resource))
  return { text: jsonResumeToText(content), id: loaded.row.id, name: loaded.row.name }
}

export function matchJobOf(record: JobRecord): MatchJob {
  return {
    id: record.id,
    title: record.title,
    company: companyDisplayName(record.companyName),
    description: [record.description, ...record.responsibilities].join('\n'),
    requirements: record.requirements,
    skills: record.skills,
    location: record.location,
    isRemote: record.isRemote,
    experienceLevel: experienceLevelOf(record.seniority),
  }
}

export async function jobFor(
  ctx: ServiceContext,
  viewer: Viewer,
  source: { jobId?: string | undefined; jobDescription?: string | undefined },
): Promise<MatchJob | null> {
  if (source.jobDescription !== undefined) return jobFromDescription(source.jobDescription)
  if (source.jobId === undefined) return null
  return matchJobOf(await loadJobFor(ctx.db, viewer, { id: source.jobId }, 'view', ctx.now()))
}
