import { ErrorCode } from '@/api/errors'
import type { JobMatch, JobMatchValues } from '@/api/ai-tools/match'
import { companyDisplayName } from '@/api/companies/company-names'
import { matchResume } from '@/lib/ai-engine/match-engine'
import { jsonResumeToText } from '@/lib/ai-engine/resume-to-text'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../core/app-error'
import { uploadedDocumentText } from '../../core/document-text'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { resumes } from '../../db/schema/resumes'
import { applicationCv } from '../applications/applications'
import { applicationNotFound, findApplication, isReviewer } from '../applications/application-records'
import { loadJobFor } from '../jobs/job-write'
import { contentFor } from '../resumes/resume-dto'
import { jobFor, matchJobOf, resumeFor } from './match-sources'

/**
 * The explained job-resume match as a service: the tool's POST /api/JobMatch/analyze and the recruiter's view
 * of an application call the same engine (src/lib/ai-engine/match-engine.ts) on the same kind of input.
 */

/** A resume (pasted or saved) against a job (saved or pasted), each read with the caller's rights. */
export async function matchResumeToJob(
  ctx: ServiceContext,
  viewer: Viewer,
  input: JobMatchValues,
): Promise<JobMatch> {
  const resume = await resumeFor(ctx, viewer, input)
  const job = (await jobFor(ctx, viewer, input))!
  return matchResume(
    resume.text,
    job,
    {
      job: { id: job.id, title: job.title, company: job.company },
      resume: { id: resume.id, name: resume.name },
    },
    ctx.now(),
  )
}

/** The user's master resume as `viewer` may read it (its privacy decides), or null. */
async function masterResumeFor(ctx: ServiceContext, viewer: SignedInViewer, userId: string) {
  const [master] = await ctx.db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.isMaster, true)))
  if (!master) return null
  try {
    return await resumeFor(ctx, viewer, { resumeId: master.id })
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND_ERROR) return null
    throw error
  }
}

const nothingToMatch = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, {
    message: 'This application has no resume or readable CV to match.',
  })

/**
 * The match of one application, for the job's reviewers (and the applicant): the resume it was sent with,
 * else the text of its CV file, else the applicant's master resume when its privacy lets the caller read it.
 * Anyone else gets the 404 of a missing application.
 */
export async function matchApplication(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  applicationId: string,
): Promise<JobMatch> {
  const record = await findApplication(ctx.db, applicationId)
  if (!record || (record.applicantUserId !== viewer.userId && !isReviewer(viewer, record))) {
    throw applicationNotFound()
  }
  let text: string | null = null
  let name: string | null = null
  if (record.resumeId) {
    // Sent with the application, the resume is shared with the job's reviewers whatever its list privacy.
    const [row] = await ctx.db.select().from(resumes).where(eq(resumes.id, record.resumeId))
    if (row) {
      text = jsonResumeToText(contentFor(row, row.userId === viewer.userId))
      name = row.name
    }
  }
  if (!text && record.cvFileId) {
    const { bytes, file } = await applicationCv(ctx, viewer, record.id)
    text = (await uploadedDocumentText(bytes).catch(() => null))?.text ?? null
    name = file.name
  }
  if (!text?.trim()) {
    // Nothing was sent with it: the applicant's master resume, if the reviewer may read it as it stands.
    const profile = await masterResumeFor(ctx, viewer, record.applicantUserId)
    text = profile?.text ?? null
    name = profile ? `${profile.name} (master resume, not sent with the application)` : null
  }
  if (!text?.trim()) throw nothingToMatch()
  // The job as a reviewer reads it (a closed or private job included); the applicant reads it as anyone.
  const job = matchJobOf(
    await loadJobFor(ctx.db, viewer, { id: record.jobId }, 'view', ctx.now()).catch(() => {
      throw applicationNotFound()
    }),
  )
  return matchResume(
    text,
    job,
    {
      job: { id: job.id, title: job.title, company: job.company ?? companyDisplayName(record.companyName) },
      resume: { id: record.resumeId, name },
    },
    ctx.now(),
  )
}
