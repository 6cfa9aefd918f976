// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Job } from '@/api/jobs/job-full'
import { renderWithProviders } from '@/components/ui/test-providers'
import { makeJob } from '@/entities/job/saves/test-jobs'
import { JobDetailPage } from './job-detail-page'

const client = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnReconnect: false } },
  })

function renderPage(job: Job, ownerActions?: (job: Job) => ReactNode) {
  return renderWithProviders(
    <QueryClientProvider client={client()}>
      <JobDetailPage
        job={job}
        updatedAt={Date.parse('2026-03-02T10:00:00.000Z')}
        origin="https://reelhire.test"
        {...(ownerActions ? { ownerActions } : {})}
      />
    </QueryClientProvider>,
    { path: `/jobs/${job.id}` },
  )
}

afterEach(cleanup)

describe('JobDetailPage', () => {
  it('shows the job with its heading, links, sections and overview', async () => {
    await renderPage(makeJob({ id: 'j1', title: 'Platform Engineer', isRemote: true }))

    expect(screen.getByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'All jobs' }).getAttribute('href')).toBe('/jobs')
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/companies/c1')
    expect(screen.getByTestId('job-salary').textContent).toMatch(/70/)
    expect(screen.getByText('Remote')).toBeTruthy()
    expect(screen.getByText('3 applicants')).toBeTruthy()

    for (const name of ['About the role', 'Responsibilities', 'Requirements', 'Skills']) {
      const section = screen.getByRole('region', { name })
      expect(within(section).getByRole('heading', { level: 2, name })).toBeTruthy()
    }
    expect(within(screen.getByRole('region', { name: 'Skills' })).getByText('TypeScript')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Responsibilities' })).getByRole('listitem').textContent,
    ).toBe('Ship features')
    expect(screen.getByTestId('job-description').textContent).toContain('With people.')

    const aside = screen.getByRole('complementary', { name: 'About this job' })
    expect(within(aside).getByRole('heading', { level: 2, name: 'Job overview' })).toBeTruthy()
    expect(within(aside).getByRole('heading', { level: 2, name: 'Acme' })).toBeTruthy()
    // A label and its value share one row (the hydration e2e test reads the date from the label's parent).
    expect(within(aside).getByText('Posted', { exact: true }).parentElement?.textContent).toMatch(/2026/)
    expect(within(aside).getByText('Employment type').parentElement?.textContent).toBe(
      'Employment typeFull-time',
    )
    expect(within(aside).getByRole('link', { name: 'View company profile' }).getAttribute('href')).toBe(
      '/companies/c1',
    )
    expect(within(aside).getByRole('link', { name: 'More jobs at Acme' }).getAttribute('href')).toBe(
      '/jobs?company=Acme',
    )

    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
    expect(screen.queryByTestId('job-owner-actions')).toBeNull()
  })

  it('gives the owner their actions instead of Apply and Save', async () => {
    const permissions = {
      canEdit: true,
      canDelete: true,
      canManage: true,
      canClone: true,
      canViewAnalytics: true,
      canViewApplications: true,
      canSave: false,
    }
    const job = makeJob({ id: 'j2', permissions })
    await renderPage(job, () => <button type="button">Edit</button>)

    expect(within(screen.getByTestId('job-owner-actions')).getByRole('button', { name: 'Edit' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByText('Apply now')).toBeNull()
  })

  it('renders a Markdown description inside its wrapper', async () => {
    await renderPage(makeJob({ id: 'j3', description: '## What you do\n\n- Build\n- Ship' }))

    const description = screen.getByTestId('job-description')
    // Rendered in the browser, the Markdown renderer loads first (it stays out of a server-rendered page's start-up).
    expect(await within(description).findByRole('heading', { name: 'What you do' })).toBeTruthy()
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Build', 'Ship'])
  })
})
