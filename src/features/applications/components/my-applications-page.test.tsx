// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApplicationRow } from './application-row'
import { MyApplicationsPage } from './my-applications-page'
import { makeApplication, renderWithQuery } from '../test-support'
import { StageStepper } from '@/entities/application/stage-stepper'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const NOW = new Date('2026-12-15T12:00:00.000Z')
const page = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  limit: 100,
  totalPages: 1,
  hasNext: false,
  hasPrev: false,
})

// Braces matter: a function returned from beforeEach is run as a teardown hook.
beforeEach(() => {
  apiRequest.mockReset()
})
afterEach(cleanup)

describe('StageStepper', () => {
  it('marks the steps done before the current one and the current one as the current step', async () => {
    await renderWithQuery(<StageStepper stage="interview" />)
    const steps = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Applied(done)',
      'Screening(done)',
      'Interview(current stage)',
      'Offer(not reached)',
      'Hired(not reached)',
    ])
    expect(steps[2]?.getAttribute('aria-current')).toBe('step')
  })

  it('ends a rejected application with a Rejected step after the last stage it reached', async () => {
    await renderWithQuery(<StageStepper stage="rejected" reachedStage="screening" />)
    const steps = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Applied(done)',
      'Screening(done)',
      'Rejected(current stage)',
    ])
  })
})

describe('ApplicationRow', () => {
  it('flags an open application without an update for two weeks (no ghosting)', async () => {
    const stale = makeApplication({ stageChangedAt: '2026-11-24T12:00:00.000Z', stage: 'screening' })
    await renderWithQuery(<ApplicationRow application={stale} onWithdraw={() => undefined} now={NOW} />)
    expect(screen.getByText('No update for 21 days')).toBeTruthy()
    expect(screen.getByText('Updated 3 weeks ago')).toBeTruthy()
  })

  it('does not flag a fresh one, nor a final one however old', async () => {
    const fresh = makeApplication({ stageChangedAt: '2026-12-10T12:00:00.000Z' })
    const hired = makeApplication({ id: 'a2', stage: 'hired', stageChangedAt: '2026-10-01T12:00:00.000Z' })
    await renderWithQuery(
      <ul>
        <ApplicationRow application={fresh} onWithdraw={() => undefined} now={NOW} />
        <ApplicationRow application={hired} onWithdraw={() => undefined} now={NOW} />
      </ul>,
    )
    expect(screen.queryByText(/No update for/)).toBeNull()
    expect(screen.getByText('Updated 5 days ago')).toBeTruthy()
    // A hired application cannot be withdrawn.
    expect(screen.getAllByRole('button', { name: /Withdraw/ })).toHaveLength(1)
  })
})

describe('MyApplicationsPage', () => {
  it('lists the applications with links and stages, and withdraws one after confirmation', async () => {
    const first = makeApplication()
    const second = makeApplication({
      id: 'a0000000-0000-4000-8000-000000000002',
      stage: 'offer',
      job: { ...first.job, id: 'j2', title: 'Data Analyst', company: 'Globex' },
    })
    let items = [first, second]
    apiRequest.mockImplementation((path: string, options: { method?: string }) => {
      if (path === '/Applications/me') return Promise.resolve(page(items))
      if (path === `/Applications/${second.id}` && options.method === 'DELETE') {
        items = [first]
        return Promise.resolve({ id: second.id, withdrawn: true })
      }
      return Promise.reject(new Error(`unexpected ${path}`))
    })
    const user = userEvent.setup()
    await renderWithQuery(<MyApplicationsPage />)

    const rows = await screen.findAllByTestId('application-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[1]!).getByRole('link', { name: 'Data Analyst' }).getAttribute('href')).toBe('/jobs/j2')
    expect(within(rows[1]!).getByRole('link', { name: 'Globex' }).getAttribute('href')).toBe(
      `/companies/${first.job.companyId}`,
    )
    expect(within(rows[1]!).getAllByText('Offer').length).toBeGreaterThan(0)

    await user.click(
      within(rows[1]!).getByRole('button', { name: 'Withdraw your application to Data Analyst' }),
    )
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(/Data Analyst at Globex/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))

    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(1))
    expect(apiRequest).toHaveBeenCalledWith(
      `/Applications/${second.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    )
  })

  it('invites a first application when there is none', async () => {
    apiRequest.mockResolvedValue(page([]))
    await renderWithQuery(<MyApplicationsPage />)
    expect(await screen.findByText('No applications yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/jobs')
  })
})
