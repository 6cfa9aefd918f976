import { describe, expect, it } from 'vitest'
import { ErrorCode } from '@/api/errors'
import { ApiError } from '@/lib/api-client/api-error'
import { EMPTY_JOB_FORM, type JobFormValues } from './job-form-values'
import { formErrorsFromServer, serverMessage } from './server-errors'
import { EXPIRY_IN_PAST_MESSAGE, validateJobForm } from './validate-job-form'

const base: JobFormValues = { ...EMPTY_JOB_FORM, title: 'Engineer', description: 'Build it.' }
const now = new Date('2026-05-10T12:00:00Z')
const errorsOf = (values: JobFormValues, baseline?: JobFormValues) => {
  const result = validateJobForm(values, baseline ? { baseline, now } : { now })
  return result.success ? {} : result.errors
}

describe('validateJobForm: the contract messages per field', () => {
  it('requires title and description', () => {
    expect(errorsOf({ ...EMPTY_JOB_FORM, title: '   ' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    })
  })

  it('checks the salary: 3-letter currency, amounts of 0 or more, min ≤ max', () => {
    expect(errorsOf({ ...base, salaryCurrency: 'EU', salaryMin: '-1', salaryMax: 'abc' })).toEqual({
      salaryCurrency: 'Currency must be a 3-letter code',
      salaryMin: 'Minimum salary must be 0 or more',
      salaryMax: 'Maximum salary must be 0 or more',
    })
    expect(errorsOf({ ...base, salaryCurrency: 'USD', salaryMin: '90000', salaryMax: '80000' })).toEqual({
      salaryMin: 'Minimum salary cannot be more than maximum salary',
    })
    expect(errorsOf({ ...base, salaryMin: '50000' })).toEqual({
      salaryCurrency: 'Currency must be a 3-letter code',
    })
  })

  it('names the list item that is too long', () => {
    const errors = errorsOf({ ...base, requirements: ['ok', 'x'.repeat(501)] })
    expect(errors).toEqual({ requirements: 'Item 2: Requirements must be at most 500 characters each' })
  })

  it('refuses a new or changed expiry date that is not in the future, but not an untouched one', () => {
    expect(errorsOf({ ...base, expirationDate: '2026-05-09' })).toEqual({
      expirationDate: EXPIRY_IN_PAST_MESSAGE,
    })
    // Today still counts: the date means the end of that day, UTC.
    expect(errorsOf({ ...base, expirationDate: '2026-05-10' })).toEqual({})
    const expired = { ...base, expirationDate: '2026-01-01' }
    expect(errorsOf({ ...expired, title: 'New title' }, expired)).toEqual({})
  })

  it('passes a valid form with its API input', () => {
    const result = validateJobForm(
      { ...base, salaryCurrency: 'usd', salaryMin: '1', salaryMax: '2' },
      { now },
    )
    expect(result.success).toBe(true)
    if (result.success) expect(result.input.title).toBe('Engineer')
  })
})

describe('server errors', () => {
  const validation = (message: string, issues?: { path: string; message: string }[]) =>
    new ApiError({
      code: ErrorCode.VALIDATION_ERROR,
      message,
      statusCode: 400,
      details: issues ? { issues } : undefined,
    })

  it('puts the issues the server names on their fields', () => {
    const error = validation('Validation failed: expirationDate: The expiration date must be in the future', [
      { path: 'expirationDate', message: 'The expiration date must be in the future' },
      { path: 'salary.max', message: 'Maximum salary must be 0 or more' },
    ])
    expect(formErrorsFromServer(error)).toEqual({
      expirationDate: 'The expiration date must be in the future',
      salaryMax: 'Maximum salary must be 0 or more',
    })
  })

  it('shows what belongs to no field (no company yet) on the form', () => {
    const error = validation('Validation failed: companyId: Create a company profile before posting jobs', [
      { path: 'companyId', message: 'Create a company profile before posting jobs' },
    ])
    expect(formErrorsFromServer(error)).toEqual({ form: 'Create a company profile before posting jobs' })
  })

  it('keeps people-facing messages (SSRF refusal, conflicts) and hides internal ones', () => {
    expect(serverMessage(validation('This address cannot be fetched.'))).toBe(
      'This address cannot be fetched.',
    )
    expect(serverMessage(validation('Validation failed: url: Please enter a valid URL'))).toBe(
      'Please enter a valid URL',
    )
    const conflict = new ApiError({
      code: ErrorCode.CONFLICT_ERROR,
      message: 'A draft job cannot become paused; it can become active.',
      statusCode: 409,
    })
    expect(formErrorsFromServer(conflict)).toEqual({
      form: 'A draft job cannot become paused; it can become active.',
    })
    const internal = new ApiError({ code: ErrorCode.INTERNAL_ERROR, message: 'db exploded', statusCode: 500 })
    expect(serverMessage(internal)).toBe('An unexpected error occurred. Please try again.')
  })
})
