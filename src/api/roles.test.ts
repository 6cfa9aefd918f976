import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  can,
  dashboardTypeFor,
  parseRole,
  Role,
  ROLES,
  roleLabel,
  roleToCode,
  RoleSchema,
  SELF_REGISTRATION_ROLES,
  type Capability,
} from './roles'

describe('parseRole', () => {
  it.each([
    [30, Role.JobSeeker],
    [40, Role.Recruiter],
    [20, Role.Employer],
    [50, Role.Affiliate],
    [0, Role.Admin],
    [-1, Role.SuperAdmin],
    ['20', Role.Employer],
    ['-1', Role.SuperAdmin],
  ])('maps code %s', (input, role) => expect(parseRole(input)).toBe(role))

  it.each([
    ['jobseeker', Role.JobSeeker],
    ['job_seeker', Role.JobSeeker],
    ['Job Seeker', Role.JobSeeker],
    ['JOBSEEKER', Role.JobSeeker],
    ['Recruiter', Role.Recruiter],
    ['employer', Role.Employer],
    ['Business', Role.Employer],
    ['affiliate', Role.Affiliate],
    ['ADMIN', Role.Admin],
    ['superadmin', Role.SuperAdmin],
    ['super_admin', Role.SuperAdmin],
    ['Super Admin', Role.SuperAdmin],
    ['SuperAdmin', Role.SuperAdmin],
  ])('matches text %j case-insensitively', (input, role) => expect(parseRole(input)).toBe(role))

  it.each([99, 'manager', '', null, undefined, {}, Number.NaN])('falls back to JobSeeker for %j', (input) =>
    expect(parseRole(input)).toBe(Role.JobSeeker),
  )

  it('round-trips every role through its code', () => {
    for (const role of ROLES) expect(parseRole(roleToCode(role))).toBe(role)
  })
})

describe('capabilities', () => {
  const table: Record<Capability, Role[]> = {
    manageJobs: [Role.Recruiter, Role.Employer, Role.Admin, Role.SuperAdmin],
    postJobs: [Role.Recruiter, Role.Employer, Role.Admin, Role.SuperAdmin],
    editJobs: [Role.Recruiter, Role.Employer, Role.Admin, Role.SuperAdmin],
    viewResumes: [Role.Recruiter, Role.Employer, Role.Admin, Role.SuperAdmin],
    viewAnalytics: [Role.Recruiter, Role.Employer, Role.Admin, Role.SuperAdmin],
    deleteJobs: [Role.Employer, Role.Admin, Role.SuperAdmin],
    manageAccount: [Role.Employer, Role.Admin, Role.SuperAdmin],
    manageTeam: [Role.Employer, Role.Admin, Role.SuperAdmin],
    createResume: [Role.JobSeeker],
  }
  for (const [capability, allowed] of Object.entries(table) as [Capability, Role[]][]) {
    it(`${capability} is granted exactly to ${allowed.join(', ')}`, () => {
      for (const role of ROLES) expect(can(role, capability)).toBe(allowed.includes(role))
    })
  }
})

describe('the rest', () => {
  it('sends admins and super admins to the admin dashboard', () => {
    expect(dashboardTypeFor(Role.Admin)).toBe('admin')
    expect(dashboardTypeFor(Role.SuperAdmin)).toBe('admin')
    expect(dashboardTypeFor(Role.Employer)).toBe('employer')
    expect(dashboardTypeFor(Role.JobSeeker)).toBe('jobseeker')
  })

  it('never offers admin roles at sign-up', () => {
    expect(SELF_REGISTRATION_ROLES).toEqual([Role.JobSeeker, Role.Recruiter, Role.Employer, Role.Affiliate])
  })

  it('labels roles for people', () => {
    expect(roleLabel(Role.JobSeeker)).toBe('Job Seeker')
    expect(roleLabel(Role.SuperAdmin)).toBe('Super Admin')
  })

  it('RoleSchema accepts text and codes', () => {
    expect(v.parse(RoleSchema, 'business')).toBe(Role.Employer)
    expect(v.parse(RoleSchema, 40)).toBe(Role.Recruiter)
    expect(v.safeParse(RoleSchema, true).success).toBe(false)
  })
})
