import * as v from 'valibot'
import { JobCreateInputSchema } from '@/api/jobs/job-write-input'
import { toJobInput, type JobFormField, type JobFormInput, type JobFormValues } from './job-form-values'

/** One message per form field (the first), and `form` for what belongs to no field. */
export type JobFormErrors = Partial<Record<JobFormField | 'form', string>>

export const EXPIRY_IN_PAST_MESSAGE = 'The expiration date must be in the future'

const FIELD_OF_PATH: Record<string, JobFormField> = {
  title: 'title',
  description: 'description',
  responsibilities: 'responsibilities',
  requirements: 'requirements',
  skills: 'skills',
  location: 'location',
  employmentType: 'employmentTypes',
  seniority: 'seniority',
  workSetting: 'workSetting',
  expirationDate: 'expirationDate',
  isPublic: 'isPublic',
  salary: 'salaryCurrency',
  'salary.currency': 'salaryCurrency',
  'salary.min': 'salaryMin',
  'salary.max': 'salaryMax',
  'salary.period': 'salaryPeriod',
}

const LIST_FIELDS = new Set<JobFormField>(['responsibilities', 'requirements', 'skills'])

/**
 * An issue path of the API input ('salary.min', 'responsibilities.2') → the form field and its message
 * (list items say which one: 'Item 3: …'). Unknown paths (companyId, status) belong to the whole form.
 */
export function addIssue(errors: JobFormErrors, path: string | null | undefined, message: string): void {
  const parts = (path ?? '').split('.')
  const field = FIELD_OF_PATH[path ?? ''] ?? FIELD_OF_PATH[parts[0] ?? '']
  const index = Number(parts[1])
  const key: JobFormField | 'form' = field ?? 'form'
  const text =
    field && LIST_FIELDS.has(field) && Number.isInteger(index) ? `Item ${index + 1}: ${message}` : message
  if (key === 'form' && errors.form) return
  errors[key] ??= text
}

export type FormCheck = { success: true; input: JobFormInput } | { success: false; errors: JobFormErrors }

/**
 * The contract's schema (the same messages as the API, per field) plus the one rule
 * the schema leaves to the server because it needs a clock: a new or changed expiry date lies ahead.
 */
export function validateJobForm(
  values: JobFormValues,
  { baseline, now = new Date() }: { baseline?: JobFormValues; now?: Date } = {},
): FormCheck {
  const input = toJobInput(values)
  const errors: JobFormErrors = {}
  const result = v.safeParse(JobCreateInputSchema, { ...input, status: 'Draft' })
  if (!result.success) {
    for (const issue of result.issues) addIssue(errors, v.getDotPath(issue), issue.message)
  }
  const date = values.expirationDate
  if (date && date !== baseline?.expirationDate && !errors.expirationDate) {
    const end = Date.parse(`${date}T23:59:59.999Z`)
    if (!Number.isNaN(end) && end <= now.getTime()) errors.expirationDate = EXPIRY_IN_PAST_MESSAGE
  }
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, input }
}
