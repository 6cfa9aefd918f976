import {
  JOB_STATUS_TRANSITIONS,
  jobStatusAction,
  type JobStatus,
  type JobStatusAction,
} from '@/api/jobs/job-statuses'
import type { Job, JobPermissions } from '@/api/jobs/job-full'
import { can, parseRole, Role } from '@/api/roles'

export type StatusTarget = Exclude<JobStatus, 'draft'>

export type StatusMove = {
  action: JobStatusAction
  to: StatusTarget
  label: string
  /** Why it cannot be done now (an expired job cannot go live), or null. */
  blockedBy: string | null
}

const MOVE_LABELS: Record<JobStatusAction, string> = {
  publish: 'Publish',
  pause: 'Pause',
  activate: 'Activate',
  reopen: 'Reopen',
  close: 'Close',
  markHired: 'Mark as hired',
}

export const EXPIRED_BLOCK_MESSAGE = 'This job has expired. Edit it to set a later expiration date first.'

/** The status buttons of a job, in the contract's order (JOB_STATUS_TRANSITIONS): the server enforces them. */
export function statusMoves(status: JobStatus, isExpired: boolean): StatusMove[] {
  return JOB_STATUS_TRANSITIONS[status].flatMap((to) => {
    const action = jobStatusAction(status, to)
    if (!action || to === 'draft') return []
    return [
      {
        action,
        to,
        label: MOVE_LABELS[action],
        blockedBy: to === 'active' && isExpired ? EXPIRED_BLOCK_MESSAGE : null,
      },
    ]
  })
}

/** The moves shown as buttons; the rest go into the "More" menu. */
export const PRIMARY_ACTIONS: readonly JobStatusAction[] = ['publish', 'pause', 'activate', 'reopen']

export type OwnerJob = Pick<Job, 'id' | 'title' | 'status' | 'isExpired'> & {
  permissions?: JobPermissions | undefined
}

export type OwnerActions = {
  edit: boolean
  moves: StatusMove[]
  clone: boolean
  analytics: boolean
  delete: boolean
}

/** What the owner-actions bar offers for a job, from the permissions the server sent with it. */
export function ownerActionsFor(job: OwnerJob): OwnerActions {
  const p = job.permissions
  return {
    edit: p?.canEdit === true,
    moves: p?.canManage ? statusMoves(job.status, job.isExpired) : [],
    clone: p?.canClone === true,
    analytics: p?.canViewAnalytics === true,
    delete: p?.canDelete === true,
  }
}

export const hasAnyOwnerAction = (actions: OwnerActions) =>
  actions.edit || actions.clone || actions.analytics || actions.delete || actions.moves.length > 0

const ACCOUNT_OWNER_ROLES: readonly Role[] = [Role.Employer, Role.Admin, Role.SuperAdmin]

/**
 * A job summary carries no permissions (GET /GetSummaryItems): the list reads them off the role and the
 * creator the way the server's policy does (relation to the item, then the role's capabilities) — everything
 * listed is the caller's or their account's; managing and deleting someone else's job there needs the account
 * owner. The server still decides: a refused action shows its message.
 */
export function summaryPermissions(
  summary: { userId: string },
  user: { id: string; role: unknown },
): JobPermissions {
  const role = parseRole(user.role)
  const mine = summary.userId === user.id
  const ownerOfAccount = mine || ACCOUNT_OWNER_ROLES.includes(role)
  return {
    canEdit: can(role, 'editJobs'),
    canManage: can(role, 'manageJobs') && ownerOfAccount,
    canDelete: can(role, 'deleteJobs') && ownerOfAccount,
    canClone: can(role, 'postJobs'),
    canViewAnalytics: can(role, 'viewAnalytics'),
    canViewApplications: can(role, 'viewResumes'),
    canSave: false,
  }
}
