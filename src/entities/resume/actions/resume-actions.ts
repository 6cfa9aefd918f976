import { Role } from '@/api/roles'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { PRIVACY_CHOICES, privacyLabel } from '../resume-privacy-labels'

/** Who is looking at the resume: the signed-in user's role (null for a visitor) and their relation to it. */
export type ResumeViewer = { role: Role | null; isOwner: boolean }

/** What the dialog needs to know about the resume itself. */
export type ResumeActionSubject = {
  isMaster: boolean
  parentId: string | null
  privacy: ResumePrivacy
  /** The viewer tracks it (a recruiter's "Track Candidate"). */
  isTracked: boolean
}

export type ResumeAction =
  | { kind: 'view'; label: 'View' }
  | { kind: 'share'; label: 'Share' }
  | { kind: 'edit'; label: 'Edit' }
  | { kind: 'download'; label: 'Download' | 'Download Resume' }
  | { kind: 'privacy'; label: string; privacy: ResumePrivacy; current: boolean }
  | { kind: 'promote'; label: 'Promote to Master' }
  | { kind: 'delete'; label: 'Delete Resume' | 'Delete Variation' }
  | { kind: 'track'; label: 'Track Candidate' | 'Untrack Candidate'; tracked: boolean }
  | { kind: 'sign-in'; label: 'Sign in' }

/** "A master or parentless resume cannot be promoted; a variation can." */
export const canPromote = (resume: Pick<ResumeActionSubject, 'isMaster' | 'parentId'>): boolean =>
  !resume.isMaster && resume.parentId !== null

/** "Employer is treated as recruiter in the actions dialog." */
export const isReviewerRole = (role: Role | null): boolean =>
  role === Role.Recruiter || role === Role.Employer

/**
 * The resume action dialog, exactly as seed 1 §6 lists it: everyone sees View and Share. The owner also sees
 * Edit, Download, the four privacy options (public, recruiter_only, connections, private), Promote to Master
 * where allowed, and Delete Resume (Delete Variation for a variation). A recruiter who is not the owner sees
 * Download Resume and Track Candidate (untrack on a tracked one: seed 2 §6). Signed-out visitors see a sign-in
 * prompt.
 */
export function resumeActions(viewer: ResumeViewer, resume: ResumeActionSubject): ResumeAction[] {
  const items: ResumeAction[] = [
    { kind: 'view', label: 'View' },
    { kind: 'share', label: 'Share' },
  ]
  if (viewer.role === null) return [...items, { kind: 'sign-in', label: 'Sign in' }]
  if (viewer.isOwner) {
    items.push({ kind: 'edit', label: 'Edit' }, { kind: 'download', label: 'Download' })
    for (const privacy of PRIVACY_CHOICES) {
      items.push({
        kind: 'privacy',
        label: privacyLabel(privacy),
        privacy,
        current: resume.privacy === privacy,
      })
    }
    if (canPromote(resume)) items.push({ kind: 'promote', label: 'Promote to Master' })
    items.push({ kind: 'delete', label: resume.parentId !== null ? 'Delete Variation' : 'Delete Resume' })
    return items
  }
  if (isReviewerRole(viewer.role)) {
    items.push(
      { kind: 'download', label: 'Download Resume' },
      resume.isTracked
        ? { kind: 'track', label: 'Untrack Candidate', tracked: true }
        : { kind: 'track', label: 'Track Candidate', tracked: false },
    )
  }
  return items
}
