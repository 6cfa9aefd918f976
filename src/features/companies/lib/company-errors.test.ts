import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client/api-error'
import { companyErrorMessage } from './company-errors'

describe('companyErrorMessage', () => {
  it("speaks the server's words for its rules, the catalogue's for the rest", () => {
    const validation = new ApiError({
      code: 'VALIDATION_ERROR',
      statusCode: 400,
      message: 'Validation failed: basics: Add the company’s real name, an industry and a size first',
    })
    expect(companyErrorMessage(validation)).toBe('Add the company’s real name, an industry and a size first')
    const conflict = new ApiError({
      code: 'CONFLICT_ERROR',
      statusCode: 409,
      message: 'Complete the required onboarding tasks before publishing.',
    })
    expect(companyErrorMessage(conflict)).toBe('Complete the required onboarding tasks before publishing.')
    const server = new ApiError({ code: 'INTERNAL_ERROR', statusCode: 500, message: 'stack trace here' })
    expect(companyErrorMessage(server)).not.toContain('stack')
  })
})
