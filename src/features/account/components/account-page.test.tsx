// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AvailableAccount } from '@/api/accounts'
import { renderWithProviders } from '@/components/ui/test-providers'
import { AccountPage } from './account-page'

const accounts = vi.hoisted(() => ({ list: [] as AvailableAccount[] }))
vi.mock('@/entities/user/available-accounts', () => ({
  useAvailableAccounts: () => ({ accounts: accounts.list, activeAccountId: 'p1', isLoading: false }),
}))

afterEach(cleanup)

describe('AccountPage', () => {
  it('calls a personal account personal and names the part played in a company account', async () => {
    accounts.list = [
      { id: 'p1', name: 'Jordan Lee', role: 'Admin', kind: 'personal', logoUrl: null, isActive: true },
      { id: 'c1', name: 'Northwind', role: 'Recruiter', kind: 'company', logoUrl: null, isActive: false },
      { id: 'c2', name: 'Contoso', role: 'Admin', kind: 'company', logoUrl: null, isActive: false },
    ]
    await renderWithProviders(<AccountPage />)
    expect(await screen.findByText('Personal account')).toBeTruthy()
    expect(screen.getByText('Company account · Recruiter')).toBeTruthy()
    expect(screen.getByText('Company account · Owner')).toBeTruthy()
    expect(screen.queryByText(/Admin/)).toBeNull()
  })
})
