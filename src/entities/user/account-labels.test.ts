import { describe, expect, it } from 'vitest'
import { accountDescription, accountRoleLabel, membershipLabel } from './account-labels'

describe('account labels', () => {
  it('calls a personal account personal, never "Admin · Owner"', () => {
    const personal = { kind: 'personal', role: 'Admin' } as const
    expect(accountRoleLabel(personal)).toBe('Personal account')
    expect(accountDescription(personal)).toBe('Personal account')
  })

  it('names your part in a company account as people say it', () => {
    expect(accountDescription({ kind: 'company', role: 'Admin' })).toBe('Company account · Owner')
    expect(accountDescription({ kind: 'company', role: 'Recruiter' })).toBe('Company account · Recruiter')
    expect(accountRoleLabel({ kind: 'company', role: 'employer' })).toBe('Manager')
  })

  it('falls back to Member for a role it does not know', () => {
    expect(membershipLabel('Member')).toBe('Member')
    expect(membershipLabel('Intern')).toBe('Member')
  })
})
