// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Company } from '@/api/companies/company'
import { renderWithProviders } from '@/components/ui/test-providers'
import { makeCompany } from '@/entities/company/follows/test-companies'
import { sessionStore } from '@/lib/session/session'
import { CompanyCard } from './company-card'

async function renderCard(company: Company) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <CompanyCard company={company} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  sessionStore.getState().clear()
})

describe('CompanyCard', () => {
  it('shows a published company with its links, counts (K/M) and the follow button', async () => {
    await renderCard(makeCompany())
    const card = screen.getByTestId('company-card')
    expect(within(card).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/companies/c1')
    expect(within(card).getByRole('link', { name: '16 open jobs' }).getAttribute('href')).toBe(
      '/jobs?company=Acme',
    )
    expect(within(card).getByText('Rockets for everyone')).toBeTruthy()
    expect(within(card).getByText('Aerospace & Defense')).toBeTruthy()
    expect(within(card).getByText('1000+ employees')).toBeTruthy()
    expect(within(card).getByText('Austin, TX')).toBeTruthy()
    expect(within(card).getByTestId('company-followers').textContent).toBe('1.2K followers')
    expect(within(card).getByRole('button', { name: 'Follow Acme' })).toBeTruthy()
    expect(within(card).queryByRole('progressbar')).toBeNull()
  })

  it('a company being set up shows its progress bar with the percent complete, and no follow button', async () => {
    await renderCard(makeCompany({ status: 'onboarding', onboardingProgress: 50 }))
    const bar = screen.getByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).toBe('50')
    expect(screen.getByTestId('setup-progress-text').textContent).toBe('50% complete')
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull()
  })

  it("reads 'Ready to publish' at 100", async () => {
    await renderCard(makeCompany({ status: 'draft', onboardingProgress: 100 }))
    expect(screen.getByTestId('setup-progress-text').textContent).toBe('Ready to publish')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
  })

  it("never offers to follow one's own company", async () => {
    sessionStore.getState().signIn({
      user: { id: 'owner-1', email: 'o@example.com', name: 'O', role: 'Employer' },
      token: 'T',
      expiresAt: '',
    })
    await renderCard(makeCompany())
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull()
    expect(screen.getByTestId('company-followers').textContent).toBe('1.2K followers')
  })

  it("falls back to 'Unnamed Company' and leaves out 'Not specified'", async () => {
    await renderCard(makeCompany({ name: ' ', industry: 'Not specified', size: 'Not specified' }))
    expect(screen.getByRole('link', { name: 'Unnamed Company' })).toBeTruthy()
    expect(screen.queryByText('Not specified')).toBeNull()
  })
})
