// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyStageCounts } from '@/api/applications/application-lists'
import type { ApplicantApplication } from '@/api/applications/application-views'
import type { JobSummary } from '@/api/jobs/job-summary'
import { renderWithProviders } from '@/components/ui/test-providers'
import { sessionStore } from '@/lib/session/session'
import { makeJob, savedItem, savedList } from '@/entities/job/saves/test-jobs'
import { DashboardPage } from './dashboard-page'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const paged = <T,>(items: T[]) => ({
  items,
  total: items.length,
  page: 1,
  limit: 100,
  totalPages: 1,
  hasNext: false,
  hasPrev: false,
})

let me: Record<string, unknown> = {}

function signInAs(role: string) {
  const user = {
    id: `u-${role}`,
    email: 'x@example.com',
    name: 'Casey Doe',
    role,
    isEmailVerified: true,
    onboardingComplete: true,
  }
  me = user
  sessionStore.getState().signIn({ user, token: 'T', expiresAt: '' })
  sessionStore.getState().setUser(user)
}

function serve(routes: Record<string, unknown>) {
  apiRequest.mockImplementation((path: string) =>
    path === '/Users/me'
      ? Promise.resolve(me)
      : path in routes
        ? Promise.resolve(routes[path])
        : Promise.reject(new Error(`unexpected ${path}`)),
  )
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <DashboardPage />
    </QueryClientProvider>,
  )
}

const section = (name: string) => screen.findByRole('region', { name })

const application = (over: Partial<ApplicantApplication>): ApplicantApplication => ({
  id: 'a1',
  job: {
    id: 'j9',
    slug: 'j9',
    title: 'Product Designer',
    company: 'Globex',
    companyId: 'c9',
    location: null,
    status: 'active',
    isExpired: false,
    isDeleted: false,
  },
  stage: 'interview',
  stageChangedAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  coverLetter: '',
  cv: null,
  resumeId: null,
  answers: [],
  isStale: false,
  ageDays: 0,
  ...over,
})

const summary = (over: Partial<JobSummary>): JobSummary => ({
  id: 'j1',
  slug: 'j1',
  title: 'Backend Engineer',
  description: '',
  summary: '',
  company: 'Acme',
  companyId: 'c1',
  location: 'Remote',
  employmentType: 'full_time',
  experienceLevel: 'mid',
  salaryMin: null,
  salaryMax: null,
  currency: null,
  postedDate: null,
  expiryDate: null,
  isRemote: true,
  isPublic: true,
  status: 'active',
  isExpired: false,
  views: 1234,
  applications: 3,
  saves: 0,
  createdAt: '',
  updatedAt: '',
  userId: 'u',
  ...over,
})

// Braces matter: a function returned from beforeEach is run as a teardown hook.
beforeEach(() => {
  apiRequest.mockReset()
  sessionStore.getState().clear()
})
afterEach(cleanup)

describe('DashboardPage — job seeker', () => {
  it('shows applications with stages, saved jobs, followed companies and alerts', async () => {
    signInAs('JobSeeker')
    serve({
      '/Applications/me': paged([application({})]),
      '/Job/saved': savedList([savedItem(makeJob({ id: 'j1', title: 'Frontend Engineer' }))]),
      '/Companies/me/followed': [],
      '/Job/alerts': {
        items: [
          {
            id: 'al1',
            name: 'React in Berlin',
            query: { search: 'react' },
            frequency: 'weekly',
            status: 'paused',
            lastSentAt: null,
            nextRunAt: null,
            createdAt: '',
            updatedAt: '',
          },
        ],
        total: 1,
      },
    })
    await render()

    const applications = await section('Your applications')
    expect(await within(applications).findByRole('link', { name: 'Product Designer' })).toBeTruthy()
    expect(within(applications).getByText('Interview')).toBeTruthy()
    expect(
      within(applications).getByRole('link', { name: 'See all: Your applications' }).getAttribute('href'),
    ).toBe('/applications')

    const saved = await section('Saved jobs')
    expect(await within(saved).findByRole('link', { name: 'Frontend Engineer' })).toBeTruthy()
    expect(within(saved).getByRole('link', { name: 'See all: Saved jobs' }).getAttribute('href')).toBe(
      '/jobs?tab=saved',
    )

    const companies = await section('Followed companies')
    expect(await within(companies).findByText('Not following anyone yet')).toBeTruthy()
    expect(within(companies).getByRole('link', { name: 'Explore companies' }).getAttribute('href')).toBe(
      '/companies',
    )

    const alerts = await section('Job alerts')
    expect(await within(alerts).findByText('React in Berlin')).toBeTruthy()
    expect(within(alerts).getByText('Paused')).toBeTruthy()
  })

  it('offers the next action in every empty block', async () => {
    signInAs('JobSeeker')
    serve({
      '/Applications/me': paged([]),
      '/Job/saved': savedList([]),
      '/Companies/me/followed': [],
      '/Job/alerts': { items: [], total: 0 },
    })
    await render()
    expect(await screen.findByRole('link', { name: 'Find jobs' })).toBeTruthy()
    expect(await screen.findByText('No saved jobs')).toBeTruthy()
    expect(await screen.findByText('No job alerts')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Post a job/ })).toBeNull()
  })

  it('shows a retry when a block fails to load', async () => {
    signInAs('JobSeeker')
    apiRequest.mockImplementation((path: string) =>
      path === '/Job/alerts'
        ? Promise.reject(new Error('boom'))
        : Promise.resolve(
            path === '/Users/me'
              ? me
              : path === '/Applications/me'
                ? paged([])
                : path === '/Job/saved'
                  ? savedList([])
                  : [],
          ),
    )
    await render()
    const alerts = await section('Job alerts')
    expect(await within(alerts).findByText('Could not load job alerts.')).toBeTruthy()
    expect(within(alerts).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('DashboardPage — recruiter and employer', () => {
  it('shows own jobs with counts and the pipeline per job, linking to the review board', async () => {
    signInAs('Employer')
    const counts = { ...emptyStageCounts(), applied: 2, interview: 1 }
    serve({
      '/Job/GetSummaryItems': paged([
        summary({}),
        summary({ id: 'j2', title: 'Draft role', status: 'draft', views: 0, applications: 0 }),
      ]),
      '/Applications/pipeline': {
        jobs: [
          {
            jobId: 'j1',
            title: 'Backend Engineer',
            company: 'Acme',
            status: 'active',
            counts,
            total: 3,
            staleCount: 1,
            lastAppliedAt: null,
          },
        ],
        totals: counts,
        total: 3,
        staleCount: 1,
      },
    })
    await render()

    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/jobs/create')
    expect(screen.getByRole('link', { name: 'My jobs' }).getAttribute('href')).toBe('/jobs/manage')

    const jobs = await section('Your jobs')
    expect(await within(jobs).findByRole('link', { name: 'Backend Engineer' })).toBeTruthy()
    expect(within(jobs).getByText('1.2K')).toBeTruthy()
    expect(within(jobs).getByRole('link', { name: '3 applicants' }).getAttribute('href')).toBe(
      '/jobs/j1/applicants',
    )
    expect(within(jobs).getByText('Draft')).toBeTruthy()

    const pipeline = await section('Application pipeline')
    expect(await within(pipeline).findByRole('link', { name: 'Backend Engineer' })).toBeTruthy()
    expect(within(pipeline).getByRole('link', { name: 'Backend Engineer' }).getAttribute('href')).toBe(
      '/jobs/j1/applicants',
    )
    expect(within(pipeline).getByText('2 applied · 1 interview')).toBeTruthy()
    expect(within(pipeline).getByText(/1 applicant is waiting two weeks/)).toBeTruthy()
  })

  it('invites a first job when there is none', async () => {
    signInAs('Recruiter')
    serve({
      '/Job/GetSummaryItems': paged([]),
      '/Applications/pipeline': { jobs: [], totals: emptyStageCounts(), total: 0, staleCount: 0 },
    })
    await render()
    const jobs = await section('Your jobs')
    expect(await within(jobs).findByRole('link', { name: 'Post your first job' })).toBeTruthy()
    expect(await within(await section('Application pipeline')).findByText('No applications yet')).toBeTruthy()
    // Exactly one "Post a job" link (the header button): the sign-up e2e story relies on it.
    expect(screen.getAllByRole('link', { name: /Post a job/ })).toHaveLength(1)
  })
})
