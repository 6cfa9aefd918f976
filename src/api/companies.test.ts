import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CompanyListQuerySchema,
  CompanyStatusSchema,
  INDUSTRIES,
  ONBOARDING_TASKS,
  UpdateCompanyInputSchema,
  companyDisplayName,
  companySizeLabel,
  companyStatusFromCode,
  companyStatusToCode,
  companyVisibilityFromCode,
  companyVisibilityToCode,
  isPlaceholderCompanyName,
  onboardingProgress,
  onboardingProgressLabel,
  parseCompanySize,
  parseIndustry,
  showsSetupProgress,
} from './companies'

describe('company contract', () => {
  it('maps status 0–4 and visibility 0–2 both ways; unknown reads as draft', () => {
    expect([0, 1, 2, 3, 4].map(companyStatusFromCode)).toEqual([
      'draft',
      'onboarding',
      'active',
      'paused',
      'inactive',
    ])
    expect([0, 1, 2].map(companyVisibilityFromCode)).toEqual(['public', 'private', 'draft'])
    expect(companyStatusFromCode(9)).toBe('draft')
    expect(companyStatusFromCode('Active')).toBe('active')
    expect(companyStatusFromCode('3')).toBe('paused')
    expect(companyVisibilityFromCode('nope')).toBe('draft')
    expect(companyStatusToCode('inactive')).toBe(4)
    expect(companyVisibilityToCode('private')).toBe(1)
    expect(v.parse(CompanyStatusSchema, 2)).toBe('active')
  })

  it('has 40 distinct industries, the 6 sizes and the defaults', () => {
    expect(new Set(INDUSTRIES).size).toBe(40)
    expect(INDUSTRIES[0]).toBe('Technology')
    expect(INDUSTRIES.at(-1)).toBe('Cybersecurity')
    expect(parseIndustry(' cybersecurity ')).toBe('Cybersecurity')
    expect(parseIndustry('Underwater basket weaving')).toBeNull()
    expect(parseCompanySize('51 - 200 employees')).toBe('51-200')
    expect(parseCompanySize('1000+')).toBe('1000+')
    expect(parseCompanySize('7')).toBeNull()
    expect(companySizeLabel('11-50')).toBe('11-50 employees')
    expect(companyDisplayName('  ')).toBe('Unnamed Company')
    expect(companyDisplayName('Acme')).toBe('Acme')
  })

  it('recognises blank and placeholder names', () => {
    for (const name of [
      '',
      '  ',
      null,
      'Unnamed Company',
      'untitled   company',
      'NEW COMPANY',
      'Your Company',
      'demo company',
    ]) {
      expect(isPlaceholderCompanyName(name), String(name)).toBe(true)
    }
    for (const name of ['Acme', 'New Company Ventures', 'Test Kitchen']) {
      expect(isPlaceholderCompanyName(name), name).toBe(false)
    }
  })

  it('computes onboarding progress from the required tasks only', () => {
    const tasks = ONBOARDING_TASKS.map((task) => ({ ...task, completed: false }))
    expect(onboardingProgress(tasks)).toBe(0)
    const optionalDone = tasks.map((task) => ({ ...task, completed: !task.required }))
    expect(onboardingProgress(optionalDone)).toBe(0)
    const threeOfFour = tasks.map((task) => ({ ...task, completed: task.required && task.id !== 'contact' }))
    expect(onboardingProgress(threeOfFour)).toBe(75)
    expect(onboardingProgress(tasks.map((task) => ({ ...task, completed: task.required })))).toBe(100)
    expect(onboardingProgress([])).toBe(100)
    expect(onboardingProgressLabel(100)).toBe('Ready to publish')
    expect(onboardingProgressLabel(50)).toBe('50% complete')
    expect(showsSetupProgress('onboarding')).toBe(true)
    expect(showsSetupProgress('active')).toBe(false)
  })

  it('validates inputs with clear messages', () => {
    const update = v.safeParse(UpdateCompanyInputSchema, { status: 'draft' })
    expect(update.success).toBe(false)
    expect(update.issues?.[0]?.message).toBe('Status must be one of active, paused, inactive')
    expect(v.parse(UpdateCompanyInputSchema, { industry: 'FINTECH', size: '1000+ employees' })).toMatchObject(
      {
        industry: 'Fintech',
        size: '1000+',
      },
    )
    expect(v.parse(CompanyListQuerySchema, {})).toEqual({ sort: 'name', page: 1, limit: 20 })
  })
})
