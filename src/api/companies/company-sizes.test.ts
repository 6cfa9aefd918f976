import { describe, expect, it } from 'vitest'
import { parseCompanySize } from './company-sizes'

describe('company sizes', () => {
  it('reads the 6 sizes with or without "employees" and spaces', () => {
    expect(parseCompanySize('51 - 200 employees')).toBe('51-200')
    expect(parseCompanySize('1000+')).toBe('1000+')
    expect(parseCompanySize('7')).toBeNull()
  })
})
