// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { assignableRoleOr } from '../lib/team-role'
import { TeamRoleSelect } from './team-role-select'

afterEach(cleanup)

describe('TeamRoleSelect', () => {
  it('offers the assignable roles by their labels, never the owner, and reports the chosen role', async () => {
    const onChange = vi.fn()
    await renderWithProviders(
      <TeamRoleSelect aria-label="Role of Ana" value="Recruiter" onChange={onChange} />,
    )
    const select = screen.getByRole('combobox', { name: 'Role of Ana' }) as HTMLSelectElement
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['Employer', 'Admin'],
      ['Recruiter', 'Recruiter'],
      ['Member', 'Member'],
    ])
    expect(select.value).toBe('Recruiter')
    fireEvent.change(select, { target: { value: 'Member' } })
    expect(onChange).toHaveBeenCalledWith('Member')
  })

  it('starts a form on the default role when it can be given, else on Recruiter', () => {
    expect(assignableRoleOr('Member')).toBe('Member')
    expect(assignableRoleOr('Admin')).toBe('Recruiter')
    expect(assignableRoleOr('')).toBe('Recruiter')
  })
})
