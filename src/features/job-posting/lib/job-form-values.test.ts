import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JobCreateInputSchema } from '@/api/jobs/job-write-input'
import { makeJob } from '@/entities/job/saves/test-jobs'
import {
  changedJobInput,
  EMPTY_JOB_FORM,
  formValuesFromJob,
  sameFormValues,
  toJobInput,
  type JobFormValues,
} from './job-form-values'

const filled: JobFormValues = {
  ...EMPTY_JOB_FORM,
  title: 'Senior Backend Engineer',
  description: 'Routing and billing.',
  responsibilities: ['Own on-call'],
  requirements: ['5+ years'],
  skills: ['TypeScript'],
  location: 'Berlin',
  employmentTypes: ['FullTime', 'ContractToHire'],
  seniority: ['Senior'],
  workSetting: 'Hybrid',
  salaryCurrency: 'eur',
  salaryMin: '70,000',
  salaryMax: '85000',
  salaryPeriod: 'yearly',
  expirationDate: '2030-01-31',
}

describe('form values → job creation input', () => {
  it('maps every field to the contract, amounts as numbers (thousands separators dropped)', () => {
    expect(toJobInput(filled)).toEqual({
      title: 'Senior Backend Engineer',
      description: 'Routing and billing.',
      responsibilities: ['Own on-call'],
      requirements: ['5+ years'],
      skills: ['TypeScript'],
      location: 'Berlin',
      employmentType: ['FullTime', 'ContractToHire'],
      seniority: ['Senior'],
      workSetting: 'Hybrid',
      expirationDate: '2030-01-31',
      salary: { currency: 'eur', min: 70000, max: 85000, period: 'yearly' },
      isPublic: true,
    })
    // …and the contract accepts it (upper-casing the currency, the date as the end of that day, UTC).
    const parsed = v.parse(JobCreateInputSchema, { ...toJobInput(filled), status: 'Open' })
    expect(parsed.salary).toEqual({ currency: 'EUR', min: 70000, max: 85000, period: 'yearly' })
    expect(parsed.expirationDate).toBe('2030-01-31T23:59:59.999Z')
  })

  it('sends empty optional fields as null: no salary, no location, no work setting, no expiry', () => {
    const input = toJobInput({ ...EMPTY_JOB_FORM, title: 'T', description: 'D', location: '  ' })
    expect(input.salary).toBeNull()
    expect(input.location).toBeNull()
    expect(input.workSetting).toBeNull()
    expect(input.expirationDate).toBeNull()
  })

  it('keeps a salary whose currency is missing, so the contract names the currency', () => {
    const input = toJobInput({ ...EMPTY_JOB_FORM, salaryMin: '10' })
    expect(input.salary).toEqual({ currency: '', min: 10, max: null })
  })
})

describe('job → form values', () => {
  it('fills the form from the saved job and maps back to the same input', () => {
    const job = makeJob({ expiryDate: '2026-12-31T23:59:59.999Z', location: null, workSetting: null })
    const values = formValuesFromJob(job)
    expect(values.expirationDate).toBe('2026-12-31')
    expect(values.location).toBe('')
    expect(values.workSetting).toBe('')
    expect(values.salaryMin).toBe('70000')
    const input = toJobInput(values)
    expect(input.salary).toEqual({ currency: 'EUR', min: 70000, max: 90000, period: 'yearly' })
    expect(input.employmentType).toEqual(job.employmentTypes)
  })
})

describe('changedJobInput', () => {
  it('sends only what changed (an untouched, possibly past, expiry date is not sent again)', () => {
    const baseline = formValuesFromJob(makeJob())
    expect(changedJobInput(baseline, baseline)).toEqual({})
    const changed = changedJobInput({ ...baseline, title: 'New title', salaryMax: '95000' }, baseline)
    expect(changed).toEqual({
      title: 'New title',
      salary: { currency: 'EUR', min: 70000, max: 95000, period: 'yearly' },
    })
  })

  it('clears a field with null', () => {
    const baseline = formValuesFromJob(makeJob())
    expect(changedJobInput({ ...baseline, location: '' }, baseline)).toEqual({ location: null })
  })
})

describe('sameFormValues', () => {
  it('ignores the order keys were stored in', () => {
    const reordered = Object.fromEntries(Object.entries(filled).reverse()) as JobFormValues
    expect(sameFormValues(filled, reordered)).toBe(true)
    expect(sameFormValues(filled, { ...filled, skills: ['Go'] })).toBe(false)
  })
})
