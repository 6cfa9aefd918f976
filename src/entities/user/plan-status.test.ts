import { describe, expect, it } from 'vitest'
import { hasPlan, planOrRoleLabel } from './plan-status'

describe('plan status', () => {
  it('gives administrators no plan, whatever form their role arrives in', () => {
    for (const role of ['Admin', 'SuperAdmin', 'super_admin', '0', '-1']) expect(hasPlan(role)).toBe(false)
    for (const role of ['JobSeeker', 'Recruiter', 'Employer', 'Affiliate', ''])
      expect(hasPlan(role)).toBe(true)
  })

  it('labels members by plan and administrators by role', () => {
    expect(planOrRoleLabel({ role: 'JobSeeker' })).toBe('Free plan')
    expect(planOrRoleLabel({ role: 'Employer', isPremium: true })).toBe('Premium plan')
    expect(planOrRoleLabel({ role: 'Admin' })).toBe('Admin')
    expect(planOrRoleLabel({ role: 'SuperAdmin', isPremium: true })).toBe('Super Admin')
  })
})
