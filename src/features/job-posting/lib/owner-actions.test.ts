import { describe, expect, it } from 'vitest'
import type { JobPermissions } from '@/api/jobs/job-full'
import type { JobStatus } from '@/api/jobs/job-statuses'
import { EXPIRED_BLOCK_MESSAGE, ownerActionsFor, statusMoves, summaryPermissions } from './owner-actions'

const all: JobPermissions = {
  canEdit: true,
  canDelete: true,
  canManage: true,
  canClone: true,
  canViewAnalytics: true,
  canViewApplications: true,
  canSave: false,
}
const labels = (status: JobStatus, expired = false) => statusMoves(status, expired).map((move) => move.label)

describe("status moves follow the contract's transitions", () => {
  it.each<[JobStatus, string[]]>([
    ['draft', ['Publish']],
    ['active', ['Pause', 'Close', 'Mark as hired']],
    ['paused', ['Activate', 'Close', 'Mark as hired']],
    ['closed', ['Reopen']],
    ['hired', []],
  ])('%s → %j', (status, expected) => {
    expect(labels(status)).toEqual(expected)
  })

  it('targets the right status', () => {
    expect(statusMoves('paused', false)[0]).toMatchObject({
      action: 'activate',
      to: 'active',
      blockedBy: null,
    })
  })

  it('blocks going live when the job has expired, and only that', () => {
    const moves = statusMoves('paused', true)
    expect(moves.find((m) => m.to === 'active')?.blockedBy).toBe(EXPIRED_BLOCK_MESSAGE)
    expect(moves.find((m) => m.to === 'closed')?.blockedBy).toBeNull()
  })
})

describe('ownerActionsFor', () => {
  const job = { id: 'j1', title: 'T', status: 'active' as const, isExpired: false }

  it('offers what the permissions allow', () => {
    expect(ownerActionsFor({ ...job, permissions: all })).toMatchObject({
      edit: true,
      clone: true,
      analytics: true,
      delete: true,
    })
    const recruiter = ownerActionsFor({ ...job, permissions: { ...all, canDelete: false, canManage: false } })
    expect(recruiter.delete).toBe(false)
    expect(recruiter.moves).toEqual([])
  })

  it("offers nothing without permissions (a visitor, or someone else's job)", () => {
    expect(ownerActionsFor(job)).toEqual({
      edit: false,
      moves: [],
      clone: false,
      analytics: false,
      delete: false,
    })
  })
})

describe("summaryPermissions (the list has no permissions: role × creator, as the server's policy)", () => {
  it('lets an employer do everything, on any job of the account', () => {
    expect(summaryPermissions({ userId: 'other' }, { id: 'me', role: 'Employer' })).toMatchObject({
      canEdit: true,
      canManage: true,
      canDelete: true,
      canClone: true,
    })
  })

  it('never lets a recruiter delete; managing only their own jobs', () => {
    expect(summaryPermissions({ userId: 'me' }, { id: 'me', role: 'Recruiter' })).toMatchObject({
      canManage: true,
      canDelete: false,
    })
    expect(summaryPermissions({ userId: 'other' }, { id: 'me', role: 'Recruiter' })).toMatchObject({
      canEdit: true,
      canManage: false,
    })
  })

  it('gives a job seeker nothing', () => {
    const perms = summaryPermissions({ userId: 'me' }, { id: 'me', role: 'JobSeeker' })
    expect(Object.values(perms).some(Boolean)).toBe(false)
  })
})
