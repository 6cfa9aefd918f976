import { can as roleCan } from '@/api/roles'
import {
  canOnResume,
  RESUME_OWNER_SIDE,
  resumeRelation,
  type ResumeAction,
  type ResumeResource,
  type Viewer,
} from '../../core/policy'
import type { ResumeRow } from '../../db/schema/resumes'

/** The resume as the one policy (server/core/policy.ts) sees it. */
export function resourceOfResume(row: ResumeRow, viewerIsConnection: boolean): ResumeResource {
  // Hidden by a moderator (issue 18): private to everyone but the owner side.
  const privacy = row.hiddenAt ? 'private' : row.privacy
  return { ownerUserId: row.userId, accountId: row.accountId, privacy, viewerIsConnection }
}

export function resumeCan(viewer: Viewer, action: ResumeAction, resource: ResumeResource): boolean {
  return canOnResume(viewer, action, resource)
}

/** The owner and those who may edit it through its account: they see every level and its contact details. */
export function isOwnerSide(viewer: Viewer, resource: ResumeResource): boolean {
  return RESUME_OWNER_SIDE.includes(resumeRelation(viewer, resource))
}

/** Whether the viewer reviews resumes by role (recruiter, employer, admin, super admin): recruiter_only readers. */
export function isResumeReviewer(viewer: Viewer): boolean {
  return viewer !== null && roleCan(viewer.role, 'viewResumes')
}

/** The viewer's account roles that make an account's resumes theirs to edit (seed 2 §6). */
export const EDITING_ACCOUNT_ROLES: readonly string[] = ['Admin', 'Recruiter', 'Employer']
