import { can as roleCan } from '@/api/roles'
import type { Viewer } from '../../core/policy'

/**
 * Who may run outreach (issue 18; seed 2 §6: "contact candidates" is for recruiters and account owners): the
 * hiring roles, those with the capability to view resumes. A sequence is its sender's own mail, sent in their
 * name: only they see, edit, enrol into or stop it.
 */
export function canUseOutreach(viewer: Viewer): boolean {
  return viewer !== null && roleCan(viewer.role, 'viewResumes')
}

export type SequenceAction = 'view' | 'edit' | 'delete' | 'enrol'

export function canOnSequence(
  viewer: Viewer,
  _action: SequenceAction,
  sequence: { ownerUserId: string },
): boolean {
  return canUseOutreach(viewer) && viewer !== null && viewer.userId === sequence.ownerUserId
}
