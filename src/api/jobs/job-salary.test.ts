import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SALARY_MAX_AMOUNT, SalaryInputSchema } from './job-salary'

describe('salary input', () => {
  it('refuses an amount above the largest salary with the amount written out', () => {
    const result = v.safeParse(SalaryInputSchema, { currency: 'eur', min: SALARY_MAX_AMOUNT + 1 })
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe('Salary must be at most 100,000,000')
    expect(v.parse(SalaryInputSchema, { currency: 'eur', min: SALARY_MAX_AMOUNT })).toEqual({
      currency: 'EUR',
      min: SALARY_MAX_AMOUNT,
    })
  })

  it('refuses a minimum above the maximum', () => {
    const result = v.safeParse(SalaryInputSchema, { currency: 'USD', min: 10, max: 5 })
    expect(result.issues?.[0]?.message).toBe('Minimum salary cannot be more than maximum salary')
  })
})
