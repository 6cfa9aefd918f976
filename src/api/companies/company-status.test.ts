import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CompanyStatusSchema,
  companyStatusFromCode,
  companyStatusToCode,
  companyVisibilityFromCode,
  companyVisibilityToCode,
} from './company-status'

describe('company status and visibility', () => {
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
})
