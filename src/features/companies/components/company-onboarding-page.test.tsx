// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { renderWithProviders } from '@/components/ui/test-providers'
import { makeProfile } from '@/entities/company/follows/test-companies'
import { CompanyOnboardingPage, nextOpenTask } from './company-onboarding-page'

const owner = { status: 'onboarding', canEdit: true, canManage: true, isOwner: true } as const

async function renderPage(company: CompanyProfile) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <CompanyOnboardingPage company={company} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('CompanyOnboardingPage', () => {
  it('lists the tasks in order with their kind, and shows the progress of the required ones', async () => {
    await renderPage(makeProfile({ ...owner, onboardingProgress: 50 }, ['basics', 'about', 'logo']))
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50')
    expect(screen.getByTestId('setup-progress-text').textContent).toBe('50% complete')
    expect(screen.getByTestId('required-count').textContent).toBe('2 of 4 required tasks done')
    expect(screen.getByRole('button', { name: 'Publish company' }).hasAttribute('disabled')).toBe(true)
    const titles = screen.getAllByTestId(/^task-/).map((item) => item.getAttribute('data-testid'))
    expect(titles).toEqual([
      'task-basics',
      'task-about',
      'task-location',
      'task-contact',
      'task-logo',
      'task-culture',
      'task-team',
      'task-first-job',
    ])
    expect(within(screen.getByTestId('task-location')).getByText('Required')).toBeTruthy()
    expect(within(screen.getByTestId('task-logo')).getByText('Optional')).toBeTruthy()
    expect(within(screen.getByTestId('task-basics')).getByText('Done')).toBeTruthy()
  })

  it("reads 'Ready to publish' at 100 and lets the owner publish", async () => {
    await renderPage(makeProfile({ ...owner, onboardingProgress: 100 }))
    expect(screen.getByTestId('setup-progress-text').textContent).toBe('Ready to publish')
    expect(screen.getByRole('button', { name: 'Publish company' }).hasAttribute('disabled')).toBe(false)
  })

  it('a recruiter sees the progress but the owner publishes', async () => {
    await renderPage(makeProfile({ ...owner, canManage: false, isOwner: false, onboardingProgress: 100 }))
    expect(screen.queryByRole('button', { name: 'Publish company' })).toBeNull()
    expect(screen.getByText("The company's owner publishes the page.")).toBeTruthy()
  })

  it('opens the first required task still to do, and checks its fields before saving', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await renderPage(makeProfile({ ...owner, onboardingProgress: 50 }, ['basics', 'about']))
    const location = screen.getByTestId('task-location')
    expect(
      within(location)
        .getByRole('button', { name: /Add your location/ })
        .getAttribute('aria-expanded'),
    ).toBe('true')
    fireEvent.change(within(location).getByRole('textbox', { name: 'Postal code' }), {
      target: { value: '1234567890123456789012345' },
    })
    await act(async () => {
      fireEvent.click(within(location).getByRole('button', { name: 'Save and mark as done' }))
    })
    expect(within(location).getByText('Postal code must be at most 20 characters')).toBeTruthy()
    expect(within(location).getByRole('alert').textContent).toBe('Please fix the highlighted fields.')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('tells people who cannot edit the company', async () => {
    await renderPage(makeProfile({ status: 'onboarding' }))
    expect(screen.getByText("You can't set up this company")).toBeTruthy()
  })
})

describe('nextOpenTask', () => {
  const tasks = makeProfile({}, ['basics']).onboardingTasks
  it('prefers required tasks, after the one just done', () => {
    expect(nextOpenTask(tasks)).toBe('about')
    expect(nextOpenTask(makeProfile({}, ['basics', 'about', 'location', 'contact']).onboardingTasks)).toBe(
      'logo',
    )
    expect(
      nextOpenTask(
        makeProfile({}, ['basics', 'about', 'location', 'contact', 'logo', 'culture', 'team', 'first-job'])
          .onboardingTasks,
      ),
    ).toBeUndefined()
  })
})
