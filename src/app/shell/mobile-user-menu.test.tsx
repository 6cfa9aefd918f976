// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { MobileUserMenu } from './mobile-user-menu'

const user = (role: string) => ({ id: 'u1', email: 'sam@example.com', name: 'Sam Rivera', role })

afterEach(cleanup)

describe('MobileUserMenu', () => {
  it('shows a member their plan and the upgrade', async () => {
    await renderWithProviders(<MobileUserMenu user={user('JobSeeker')} defaultOpen />)
    expect(await screen.findByText('Free plan')).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: 'Upgrade Account' })).toBeTruthy()
  })

  it('shows an administrator their role instead of a plan, and no upgrade', async () => {
    await renderWithProviders(<MobileUserMenu user={user('SuperAdmin')} defaultOpen />)
    expect(await screen.findByText('Super Admin')).toBeTruthy()
    expect(screen.queryByText('Free plan')).toBeNull()
    expect(screen.queryByRole('menuitem', { name: 'Upgrade Account' })).toBeNull()
  })
})
