import type { JobEmploymentType, JobSeniority, JobWorkSetting } from '@/api/jobs/job-input-enums'
import type { JobStatus } from '@/api/jobs/job-statuses'
import type { SalaryPeriod } from '@/api/jobs/job-salary'

export const EMPLOYMENT_TYPE_OPTIONS: readonly (readonly [JobEmploymentType, string])[] = [
  ['FullTime', 'Full-time'],
  ['PartTime', 'Part-time'],
  ['Freelance', 'Freelance'],
  ['Contractor', 'Contractor'],
  ['ContractToHire', 'Contract to hire'],
  ['Temporary', 'Temporary'],
  ['Internship', 'Internship'],
]

export const SENIORITY_OPTIONS: readonly (readonly [JobSeniority, string])[] = [
  ['Entry', 'Entry level'],
  ['Junior', 'Junior'],
  ['Mid', 'Mid level'],
  ['Senior', 'Senior'],
  ['LeadExecutive', 'Lead / Executive'],
  ['None', 'Not applicable'],
]

export const WORK_SETTING_OPTIONS: readonly (readonly [JobWorkSetting, string])[] = [
  ['Onsite', 'On-site'],
  ['Remote', 'Remote'],
  ['Hybrid', 'Hybrid'],
]

export const SALARY_PERIOD_OPTIONS: readonly (readonly [SalaryPeriod, string])[] = [
  ['hourly', 'per hour'],
  ['daily', 'per day'],
  ['weekly', 'per week'],
  ['monthly', 'per month'],
  ['yearly', 'per year'],
]

export const STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
  hired: 'Hired',
}

export const STATUS_COLORS: Record<JobStatus, string> = {
  draft: 'gray',
  active: 'green',
  paused: 'orange',
  closed: 'red',
  hired: 'purple',
}
