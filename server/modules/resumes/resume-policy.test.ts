import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { RESUME_PRIVACIES } from '@/api/resumes/resume-privacy'
import { canCreateResume, canOnResume, type ResumeResource, type Viewer } from '../../core/policy'

/** The resume rules of the one policy module, without HTTP (the API matrix is resumes-privacy.test.ts). */

const OWNER = 'owner-id'
const ACCOUNT = 'owner-personal-account'
const resume = (privacy: ResumeResource['privacy'], viewerIsConnection = false): ResumeResource => ({
  ownerUserId: OWNER,
  accountId: ACCOUNT,
  privacy,
  viewerIsConnection,
})
const viewer = (
  role: Role,
  userId = 'someone',
  accountId: string | null = null,
  accountRole: string | null = null,
): Viewer => ({
  userId,
  role,
  accountId,
  accountRole,
})

describe('canOnResume', () => {
  it('the owner does everything at every level except track their own', () => {
    for (const privacy of RESUME_PRIVACIES) {
      const owner = viewer(Role.JobSeeker, OWNER)
      expect(
        ['view', 'edit', 'delete', 'manage'].every((a) => canOnResume(owner, a as 'view', resume(privacy))),
      ).toBe(true)
      expect(canOnResume(owner, 'track', resume(privacy))).toBe(false)
    }
  })

  it('an admin who owns a resume is its owner, and only a reviewer of others', () => {
    expect(canOnResume(viewer(Role.Admin, OWNER), 'delete', resume('draft'))).toBe(true)
    expect(canOnResume(viewer(Role.Admin), 'view', resume('draft'))).toBe(false)
    expect(canOnResume(viewer(Role.Admin), 'view', resume('recruiter_only'))).toBe(true)
    expect(canOnResume(viewer(Role.Admin), 'edit', resume('public'))).toBe(false)
  })

  it('recruiter_only is for recruiters, employers and admins; connections only for connections', () => {
    for (const role of [Role.Recruiter, Role.Employer, Role.Admin, Role.SuperAdmin]) {
      expect(canOnResume(viewer(role), 'view', resume('recruiter_only'))).toBe(true)
      expect(canOnResume(viewer(role), 'track', resume('recruiter_only'))).toBe(true)
    }
    for (const role of [Role.JobSeeker, Role.Affiliate]) {
      expect(canOnResume(viewer(role), 'view', resume('recruiter_only'))).toBe(false)
      expect(canOnResume(viewer(role), 'track', resume('public'))).toBe(false)
    }
    expect(canOnResume(null, 'view', resume('recruiter_only'))).toBe(false)
    expect(canOnResume(viewer(Role.JobSeeker), 'view', resume('connections'))).toBe(false)
    expect(canOnResume(viewer(Role.JobSeeker), 'view', resume('connections', true))).toBe(true)
    expect(canOnResume(null, 'view', resume('connections', true))).toBe(false)
    expect(canOnResume(viewer(Role.Recruiter), 'view', resume('private', true))).toBe(false)
  })

  it('account members: the owner edits, deletes and manages; a recruiter only edits; a member nothing more', () => {
    const accountOwner = viewer(Role.Employer, 'boss', ACCOUNT, 'Admin')
    const accountRecruiter = viewer(Role.Recruiter, 'rec', ACCOUNT, 'Recruiter')
    const member = viewer(Role.JobSeeker, 'member', ACCOUNT, 'Member')
    expect(
      ['view', 'edit', 'delete', 'manage'].map((a) =>
        canOnResume(accountOwner, a as 'view', resume('draft')),
      ),
    ).toEqual([true, true, true, true])
    expect(
      ['view', 'edit', 'delete', 'manage'].map((a) =>
        canOnResume(accountRecruiter, a as 'view', resume('draft')),
      ),
    ).toEqual([true, true, false, false])
    expect(['view', 'edit'].map((a) => canOnResume(member, a as 'view', resume('draft')))).toEqual([
      false,
      false,
    ])
    expect(canOnResume(accountRecruiter, 'track', resume('public'))).toBe(false)
  })

  it('visitors see public resumes only and do nothing else', () => {
    expect(RESUME_PRIVACIES.map((privacy) => canOnResume(null, 'view', resume(privacy)))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ])
    expect(canOnResume(null, 'track', resume('public'))).toBe(false)
    expect(canOnResume(null, 'edit', resume('public'))).toBe(false)
  })
})

describe('canCreateResume', () => {
  it('is for job seekers only (seed 1 §6)', () => {
    expect(canCreateResume(viewer(Role.JobSeeker))).toBe(true)
    for (const role of [Role.Recruiter, Role.Employer, Role.Admin, Role.SuperAdmin, Role.Affiliate]) {
      expect(canCreateResume(viewer(role))).toBe(false)
    }
    expect(canCreateResume(null)).toBe(false)
  })
})
