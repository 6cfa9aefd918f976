import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { canPromote, isReviewerRole, resumeActions, type ResumeActionSubject } from './resume-actions'

const master: ResumeActionSubject = { isMaster: true, parentId: null, privacy: 'public', isTracked: false }
const standalone: ResumeActionSubject = {
  isMaster: false,
  parentId: null,
  privacy: 'draft',
  isTracked: false,
}
const variation: ResumeActionSubject = {
  isMaster: false,
  parentId: 'm1',
  privacy: 'private',
  isTracked: false,
}

const labels = (...args: Parameters<typeof resumeActions>) => resumeActions(...args).map((item) => item.label)

describe('resumeActions (seed 1 §6, the resume action dialog)', () => {
  it('gives a signed-out visitor View, Share and a sign-in prompt', () => {
    expect(labels({ role: null, isOwner: false }, master)).toEqual(['View', 'Share', 'Sign in'])
  })

  it('gives the owner of a master Edit, Download, the four privacy options and Delete Resume, no Promote', () => {
    expect(labels({ role: Role.JobSeeker, isOwner: true }, master)).toEqual([
      'View',
      'Share',
      'Edit',
      'Download',
      'Public',
      'Recruiters only',
      'Connections only',
      'Private',
      'Delete Resume',
    ])
  })

  it('gives the owner of a variation Promote to Master and Delete Variation', () => {
    expect(labels({ role: Role.JobSeeker, isOwner: true }, variation)).toEqual([
      'View',
      'Share',
      'Edit',
      'Download',
      'Public',
      'Recruiters only',
      'Connections only',
      'Private',
      'Promote to Master',
      'Delete Variation',
    ])
  })

  it('never offers Promote on a parentless resume that is not the master', () => {
    const kinds = resumeActions({ role: Role.JobSeeker, isOwner: true }, standalone).map((item) => item.kind)
    expect(kinds).not.toContain('promote')
    expect(kinds.at(-1)).toBe('delete')
  })

  it('offers exactly the four privacy options (never draft), marking the current one', () => {
    const privacy = resumeActions({ role: Role.JobSeeker, isOwner: true }, variation).filter(
      (item) => item.kind === 'privacy',
    )
    expect(privacy.map((item) => item.kind === 'privacy' && item.privacy)).toEqual([
      'public',
      'recruiter_only',
      'connections',
      'private',
    ])
    expect(
      privacy.filter((item) => item.kind === 'privacy' && item.current).map((item) => item.label),
    ).toEqual(['Private'])
    // A draft resume shows no option as current: draft is not one of the four.
    const draft = resumeActions({ role: Role.JobSeeker, isOwner: true }, standalone)
    expect(draft.some((item) => item.kind === 'privacy' && item.current)).toBe(false)
  })

  it.each([Role.Recruiter, Role.Employer])(
    'gives a %s who is not the owner Download Resume and Track Candidate',
    (role) => {
      expect(labels({ role, isOwner: false }, master)).toEqual([
        'View',
        'Share',
        'Download Resume',
        'Track Candidate',
      ])
    },
  )

  it('lets a recruiter untrack a resume they track', () => {
    expect(labels({ role: Role.Recruiter, isOwner: false }, { ...master, isTracked: true })).toEqual([
      'View',
      'Share',
      'Download Resume',
      'Untrack Candidate',
    ])
  })

  it.each([Role.JobSeeker, Role.Affiliate, Role.Admin])(
    'gives a signed-in %s who is not the owner only View and Share',
    (role) => {
      expect(labels({ role, isOwner: false }, master)).toEqual(['View', 'Share'])
    },
  )

  it('gives a recruiter who owns the resume the owner items, not the reviewer ones', () => {
    const kinds = resumeActions({ role: Role.Recruiter, isOwner: true }, variation).map((item) => item.kind)
    expect(kinds).not.toContain('track')
    expect(kinds).toContain('promote')
  })
})

describe('canPromote', () => {
  it('is true for a variation only', () => {
    expect(canPromote(variation)).toBe(true)
    expect(canPromote(master)).toBe(false)
    expect(canPromote(standalone)).toBe(false)
  })
})

describe('isReviewerRole', () => {
  it('treats an employer as a recruiter and nobody else', () => {
    expect([Role.Recruiter, Role.Employer].every(isReviewerRole)).toBe(true)
    expect([Role.JobSeeker, Role.Affiliate, Role.Admin, Role.SuperAdmin, null].some(isReviewerRole)).toBe(
      false,
    )
  })
})
