import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type {
  ApplicantApplication,
  ReviewerApplication,
  ReviewerApplicationSummary,
} from '@/api/applications/application-views'
import type { Job } from '@/api/jobs/job-full'
import { renderWithProviders } from '@/components/ui/test-providers'

/** Chakra + a memory router (the shared helper) + a fresh React Query client without retries. */
export function renderWithQuery(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const rendered = renderWithProviders(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    path,
  })
  return rendered.then((result) => ({ ...result, queryClient }))
}

export const JOB_ID = '7d1c1f3e-9d4a-4a55-9a53-0a3e0a1b2c3d'

export function makeJob(over: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    slug: 'senior-react-engineer',
    title: 'Senior React Engineer',
    company: 'Acme Labs',
    companyId: 'c0000000-0000-4000-8000-000000000001',
    companySlug: 'acme-labs',
    companyLogo: null,
    location: 'Berlin',
    description: 'Build things.',
    responsibilities: [],
    requirements: [],
    skills: ['react'],
    employmentType: 'full_time',
    experienceLevel: 'senior',
    employmentTypes: ['FullTime'],
    seniority: ['Senior'],
    workSetting: 'Hybrid',
    salaryMin: null,
    salaryMax: null,
    currency: null,
    salaryPeriod: null,
    isRemote: false,
    isPublic: true,
    status: 'active',
    isExpired: false,
    postedDate: '2026-11-01T00:00:00.000Z',
    expiryDate: null,
    applicationCount: 0,
    viewCount: 10,
    saveCount: 0,
    createdBy: 'u-owner',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...over,
  }
}

export function makeApplication(over: Partial<ApplicantApplication> = {}): ApplicantApplication {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    job: {
      id: JOB_ID,
      slug: 'senior-react-engineer',
      title: 'Senior React Engineer',
      company: 'Acme Labs',
      companyId: 'c0000000-0000-4000-8000-000000000001',
      location: 'Berlin',
      status: 'active',
      isExpired: false,
      isDeleted: false,
    },
    stage: 'applied',
    stageChangedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    coverLetter: 'Hello',
    cv: { name: 'cv.pdf', size: 2048, mime: 'application/pdf', url: '/api/Applications/a1/cv' },
    resumeId: null,
    answers: [],
    isStale: false,
    ageDays: 0,
    ...over,
  }
}

export function makeSummary(over: Partial<ReviewerApplicationSummary> = {}): ReviewerApplicationSummary {
  return {
    ...makeApplication(),
    applicant: {
      id: 'u-ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      headline: 'Engineer',
      location: 'London',
    },
    notesCount: 0,
    ...over,
  }
}

export function makeReviewerApplication(over: Partial<ReviewerApplication> = {}): ReviewerApplication {
  return {
    ...makeSummary(),
    notes: [],
    history: [{ stage: 'applied', at: '2026-11-20T10:00:00.000Z', by: null, note: null }],
    ...over,
  }
}
