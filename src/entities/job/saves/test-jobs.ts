// Test support: jobs and saved lists as the API returns them (not shipped: only tests import it).
import type { Job } from '@/api/jobs/job-full'
import type { SavedJob, SavedJobList } from '@/api/jobs/job-saves'

export function makeJob(over: Partial<Job> = {}): Job {
  const id = over.id ?? 'j1'
  return {
    id,
    slug: `job-${id}`,
    title: `Engineer ${id}`,
    company: 'Acme',
    companyId: 'c1',
    companySlug: 'acme',
    companyLogo: null,
    location: 'Berlin, Germany',
    description: 'Build things.\n\nWith people.',
    responsibilities: ['Ship features'],
    requirements: ['3 years of React'],
    skills: ['React', 'TypeScript', 'SQL', 'AWS'],
    employmentType: 'full_time',
    experienceLevel: 'senior',
    employmentTypes: ['FullTime'],
    seniority: ['Senior'],
    workSetting: 'Onsite',
    salaryMin: 70_000,
    salaryMax: 90_000,
    currency: 'EUR',
    salaryPeriod: 'yearly',
    isRemote: false,
    isPublic: true,
    status: 'active',
    isExpired: false,
    postedDate: '2026-03-01T10:00:00.000Z',
    expiryDate: '2026-12-31T23:59:59.999Z',
    applicationCount: 3,
    viewCount: 1234,
    saveCount: 5,
    createdBy: 'owner',
    createdAt: '2026-02-28T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...over,
  }
}

export function savedItem(job: Job, over: Partial<SavedJob> = {}): SavedJob {
  return {
    jobId: job.id,
    savedAt: '2026-03-02T10:00:00.000Z',
    state: 'active',
    title: job.title,
    company: job.company,
    job,
    ...over,
  }
}

export const savedList = (items: SavedJob[]): SavedJobList => ({ items, total: items.length })
