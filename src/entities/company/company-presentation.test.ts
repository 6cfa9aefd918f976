import { describe, expect, it } from 'vitest'
import { companySizeLabel, showsSetupProgress } from './company-presentation'

describe('company presentation', () => {
  it('labels a listed size with "employees"', () => {
    expect(companySizeLabel('11-50')).toBe('11-50 employees')
  })

  it('shows setup progress only while the company is being set up', () => {
    expect(showsSetupProgress('onboarding')).toBe(true)
    expect(showsSetupProgress('active')).toBe(false)
  })
})
