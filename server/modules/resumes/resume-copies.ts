import { ErrorCode } from '@/api/errors'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import { DEFAULT_RESUME_PRIVACY } from '@/api/resumes/resume-privacy'
import type { Resume } from '@/api/resumes/resume-record'
import type { ResumeRow } from '../../db/schema/resumes'
import { AppError } from '../../core/app-error'
import { canCreateResume, type Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { toResume } from './resume-dto'
import { resourceOfResume } from './resume-policy'
import { flagsFor, loadResumeFor } from './resume-records'
import { insertResume } from './resume-write'

/**
 * New resumes made from one the caller manages: POST /api/Resume/{id}/createVariation and /clone. Both are
 * resume creations ("create resume: job seeker only", seed 1 §6) and start as drafts (seed 2 §9), so a copy
 * of a public resume is never published by surprise.
 */

async function copyOf(
  ctx: ServiceContext,
  viewer: Viewer,
  source: ResumeRow,
  name: string,
  parentId: string | null,
): Promise<Resume> {
  const now = ctx.now()
  const row = await insertResume(
    ctx.db,
    source.userId,
    {
      accountId: source.accountId,
      name,
      description: source.description,
      privacy: DEFAULT_RESUME_PRIVACY,
      showContactDetails: source.showContactDetails,
      parentId,
      templateName: source.templateName,
      industry: source.industry,
      employmentTypes: source.employmentTypes,
      paySchedule: source.paySchedule,
      minimumSalary: source.minimumSalary,
      resumeType: source.resumeType,
      content: source.content,
      createdAt: now,
      updatedAt: now,
    },
    { from: name },
  )
  return toResume(row, await flagsFor(ctx.db, viewer, { row, resource: resourceOfResume(row, false) }))
}

async function loadSource(ctx: ServiceContext, viewer: Viewer, idOrSlug: string): Promise<ResumeRow> {
  const { row } = await loadResumeFor(ctx.db, viewer, idOrSlug, 'manage')
  if (!canCreateResume(viewer)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: RESUME_RULE_TEXTS.createNeedsJobSeeker })
  }
  return row
}

/** A variation of a master or standalone resume; asked of a variation, it becomes a sibling (same parent). */
export async function createVariation(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
  name: string,
): Promise<Resume> {
  const source = await loadSource(ctx, viewer, idOrSlug)
  return copyOf(ctx, viewer, source, name, source.parentId ?? source.id)
}

/** A standalone copy (no parent, not master unless the owner has none). */
export async function cloneResume(ctx: ServiceContext, viewer: Viewer, idOrSlug: string): Promise<Resume> {
  const source = await loadSource(ctx, viewer, idOrSlug)
  return copyOf(ctx, viewer, source, `${source.name} (Copy)`.slice(0, 200), null)
}
