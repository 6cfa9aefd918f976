// The onboarding checklist and publishing: a company goes live only when its required tasks are done.
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import {
  ONBOARDING_TASKS,
  onboardingProgress,
  type OnboardingTaskId,
} from '@/api/companies/company-onboarding'
import { isPlaceholderCompanyName } from '@/api/companies/company-names'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { ErrorCode } from '@/api/errors'
import type { CompanyRow } from '../../db/schema/companies'
import { AppError } from '../../core/app-error'
import type { Viewer } from '../../core/policy'
import { loadCompanyFor, profileFor } from './companies'
import { onboardingTasksOf } from './company-dto'
import { updateLocked } from './company-edit'
import type { ServiceContext } from '../../core/service-context'

/**
 * Why a required onboarding task cannot be done yet, or null. Ticking a required task needs its data, so
 * 'Ready to publish' means the profile really is ready.
 */
export function missingRequirement(taskId: string, row: CompanyRow): string | null {
  const profile = row.profile
  switch (taskId) {
    case 'basics':
      return !isPlaceholderCompanyName(row.name) && row.industry && row.size
        ? null
        : 'Add the company’s real name, an industry and a size first'
    case 'about':
      return row.description?.trim() ? null : 'Add a description first'
    case 'location':
      return row.location?.trim() ||
        profile.headquarters?.city ||
        profile.headquarters?.remote ||
        (profile.locations ?? []).length > 0
        ? null
        : 'Add a location first'
    case 'contact':
      return row.website || profile.contact?.email || profile.contact?.website
        ? null
        : 'Add a website or a contact email first'
    default:
      return null
  }
}

/** PUT /api/Companies/{id}/onboarding/tasks/{taskId} {completed}. */
export async function setOnboardingTask(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
  taskId: string,
  completed: boolean,
): Promise<CompanyProfile> {
  const loaded = await loadCompanyFor(ctx.db, viewer, idOrSlug, 'editProfile')
  const task = ONBOARDING_TASKS.find((candidate) => candidate.id === taskId)
  if (!task) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'Unknown onboarding task.' })
  const updated = await updateLocked(ctx.db, loaded.id, (_tx, row) => {
    if (completed && task.required) {
      const missing = missingRequirement(task.id, row)
      if (missing) {
        throw new AppError(ErrorCode.VALIDATION_ERROR, {
          message: `Validation failed: ${task.id}: ${missing}`,
          details: { issues: [{ path: task.id, message: missing }] },
        })
      }
    }
    const now = ctx.now()
    const others = row.onboardingTasks.filter((state) => state.id !== (task.id as OnboardingTaskId))
    return {
      onboardingTasks: completed
        ? [...others, { id: task.id, completed: true, completedAt: now.toISOString() }]
        : others,
      updatedAt: now,
      ...(row.statusCode === CompanyStatusCode.draft ? { statusCode: CompanyStatusCode.onboarding } : {}),
    }
  })
  return profileFor(ctx.db, viewer, updated, ctx.now())
}

/**
 * POST /api/Companies/{id}/publish: draft/onboarding → active, only at 100% (every required task done and
 * its data still there). Visibility 'draft' becomes 'public'; 'private' stays private.
 */
export async function publishCompany(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
): Promise<CompanyProfile> {
  const loaded = await loadCompanyFor(
    ctx.db,
    viewer,
    idOrSlug,
    'publish',
    'Only the company owner can publish it.',
  )
  const updated = await updateLocked(ctx.db, loaded.id, (_tx, row) => {
    if (row.statusCode !== CompanyStatusCode.draft && row.statusCode !== CompanyStatusCode.onboarding) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: 'This company is already published.' })
    }
    const tasks = onboardingTasksOf(row)
    const incomplete = tasks
      .filter((task) => task.required && (!task.completed || missingRequirement(task.id, row) !== null))
      .map((task) => task.id)
    if (incomplete.length > 0) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, {
        message: 'Complete the required onboarding tasks before publishing.',
        details: { onboardingProgress: onboardingProgress(tasks), incompleteTasks: incomplete },
      })
    }
    const now = ctx.now()
    return {
      statusCode: CompanyStatusCode.active,
      visibilityCode:
        row.visibilityCode === CompanyVisibilityCode.draft
          ? CompanyVisibilityCode.public
          : row.visibilityCode,
      publishedAt: now,
      updatedAt: now,
    }
  })
  return profileFor(ctx.db, viewer, updated, ctx.now())
}
