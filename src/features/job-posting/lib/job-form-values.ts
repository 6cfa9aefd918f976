import { STATUS_TO_INPUT_STATUS } from '@/api/jobs/job-enum-mapping'
import type { Job } from '@/api/jobs/job-full'
import type { JobCreateInput } from '@/api/jobs/job-write-input'
import type { JobEmploymentType, JobSeniority, JobWorkSetting } from '@/api/jobs/job-input-enums'
import type { SalaryPeriod } from '@/api/jobs/job-salary'

/**
 * What the job form edits: every field as the inputs hold it (numbers and dates as the text typed), so a
 * half-typed salary survives autosave. `toJobInput` turns it into the API's job creation input.
 */
export type JobFormValues = {
  title: string
  description: string
  responsibilities: string[]
  requirements: string[]
  skills: string[]
  location: string
  employmentTypes: JobEmploymentType[]
  seniority: JobSeniority[]
  workSetting: JobWorkSetting | ''
  salaryCurrency: string
  salaryMin: string
  salaryMax: string
  salaryPeriod: SalaryPeriod | ''
  /** YYYY-MM-DD (the end of that day, UTC, on the server) or ''. */
  expirationDate: string
  isPublic: boolean
}

export type JobFormField = keyof JobFormValues

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  responsibilities: [],
  requirements: [],
  skills: [],
  location: '',
  employmentTypes: [],
  seniority: [],
  workSetting: '',
  salaryCurrency: '',
  salaryMin: '',
  salaryMax: '',
  salaryPeriod: '',
  expirationDate: '',
  isPublic: true,
}

const amountText = (value: number | null) => (value === null ? '' : String(value))

/** A saved job → the form (the edit and continue-draft pages). */
export function formValuesFromJob(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    responsibilities: [...job.responsibilities],
    requirements: [...job.requirements],
    skills: [...job.skills],
    location: job.location ?? '',
    employmentTypes: [...job.employmentTypes],
    seniority: [...job.seniority],
    workSetting: job.workSetting ?? '',
    salaryCurrency: job.currency ?? '',
    salaryMin: amountText(job.salaryMin),
    salaryMax: amountText(job.salaryMax),
    salaryPeriod: job.salaryPeriod ?? '',
    // The UTC day: a date-only input is stored as the end of that day, UTC.
    expirationDate: job.expiryDate ? new Date(job.expiryDate).toISOString().slice(0, 10) : '',
    isPublic: job.isPublic,
  }
}

/** The job's input status for the form's publish choice; a paused job has none (it changes by actions). */
export const inputStatusOf = (job: Pick<Job, 'status'>) => STATUS_TO_INPUT_STATUS[job.status]

const amount = (text: string): number | null => {
  const trimmed = text.trim().replace(/[,\s]/g, '')
  return trimmed === '' ? null : Number(trimmed)
}

/** Every field of the creation input but status. Empty salary fields → no salary (null). */
export type JobFormInput = Required<Omit<JobCreateInput, 'status' | 'companyId'>>

export function toJobInput(values: JobFormValues): JobFormInput {
  const hasSalary = [values.salaryCurrency, values.salaryMin, values.salaryMax, values.salaryPeriod].some(
    (part) => part.trim() !== '',
  )
  return {
    title: values.title,
    description: values.description,
    responsibilities: values.responsibilities,
    requirements: values.requirements,
    skills: values.skills,
    location: values.location.trim() === '' ? null : values.location,
    employmentType: values.employmentTypes,
    seniority: values.seniority,
    workSetting: values.workSetting === '' ? null : values.workSetting,
    expirationDate: values.expirationDate === '' ? null : values.expirationDate,
    salary: hasSalary
      ? {
          currency: values.salaryCurrency,
          min: amount(values.salaryMin),
          max: amount(values.salaryMax),
          ...(values.salaryPeriod === '' ? {} : { period: values.salaryPeriod }),
        }
      : null,
    isPublic: values.isPublic,
  }
}

/**
 * Only the input fields that differ from `baseline` (PUT changes only what it is sent): an untouched past
 * expiry date is not sent again, so editing an expired job's title is not refused over its date.
 */
export function changedJobInput(values: JobFormValues, baseline: JobFormValues): Partial<JobFormInput> {
  const next = toJobInput(values)
  const before = toJobInput(baseline)
  const changed: Partial<Record<keyof JobFormInput, unknown>> = {}
  for (const key of Object.keys(next) as (keyof JobFormInput)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) changed[key] = next[key]
  }
  return changed as Partial<JobFormInput>
}

const FORM_KEYS = Object.keys(EMPTY_JOB_FORM)

/** Equal field by field, whatever order the keys were stored in. */
export function sameFormValues(a: JobFormValues, b: JobFormValues): boolean {
  return JSON.stringify(a, FORM_KEYS) === JSON.stringify(b, FORM_KEYS)
}
