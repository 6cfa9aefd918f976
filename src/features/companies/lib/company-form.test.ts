import { describe, expect, it } from 'vitest'
import type { CompanyProfile } from '@/api/companies/company-profile'
import {
  errorFor,
  formValuesFromProfile,
  SECTION_FIELDS,
  serverFieldErrors,
  toUpdateInput,
  validateCompanyInput,
} from './company-form'

const profile = (): CompanyProfile => ({
  id: 'c1',
  slug: 'acme',
  name: 'Acme',
  logo: null,
  tagline: 'Rockets',
  description: null,
  website: null,
  industry: 'Not specified',
  size: '11-50',
  location: null,
  status: 'onboarding',
  visibility: 'draft',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  founded: 2015,
  views: 0,
  followers: 0,
  jobCount: 0,
  activeJobCount: 0,
  userId: 'u1',
  accountId: null,
  onboardingProgress: 25,
  data: {
    name: 'Acme',
    logo: null,
    website: null,
    tagline: 'Rockets',
    description: null,
    industry: 'Not specified',
    size: '11-50',
    founded: 2015,
    headquarters: null,
    locations: [],
    contact: null,
    financials: null,
    benefits: null,
    culture: [],
    technologies: [],
    techStack: ['Go'],
    perks: [],
    mission: null,
    vision: null,
    values: [],
  },
  onboardingTasks: [],
  teamMembers: [],
  canEdit: true,
  canManage: true,
  isOwner: true,
  isFollowing: false,
  isAuthenticated: true,
})

describe('company form', () => {
  it("reads 'Not specified' as empty and numbers as text", () => {
    const values = formValuesFromProfile(profile())
    expect(values.industry).toBe('')
    expect(values.size).toBe('11-50')
    expect(values.founded).toBe('2015')
    expect(values.techStack).toEqual(['Go'])
  })

  it("sends only the section's fields; blank blocks are cleared and the card location comes from the HQ", () => {
    const values = formValuesFromProfile(profile())
    values.headquarters.city = 'Berlin'
    values.headquarters.country = 'Germany'
    expect(toUpdateInput(values, SECTION_FIELDS.location)).toEqual({
      location: 'Berlin, Germany',
      headquarters: expect.objectContaining({ city: 'Berlin', country: 'Germany', remote: false }),
      locations: [],
    })
    expect(toUpdateInput(values, SECTION_FIELDS.contact)).toEqual({ website: '', contact: null })
    expect(toUpdateInput(values, ['founded'])).toEqual({ founded: 2015 })
  })

  it('validates with the contract and keys errors by dot path', () => {
    const values = formValuesFromProfile(profile())
    values.name = ' '
    values.founded = 'soon'
    values.contact.email = 'not-an-address'
    values.financials.currency = 'dollars'
    const result = validateCompanyInput(toUpdateInput(values))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors['name']).toBe('Company name is required')
    expect(result.errors['founded']).toBe('Founded must be a year')
    expect(result.errors['contact.email']).toBe('Please enter a valid email address')
    expect(result.errors['financials.currency']).toBe('Currency must be a 3-letter code')
  })

  it('passes a valid form', () => {
    const values = formValuesFromProfile(profile())
    values.website = 'https://acme.example.com'
    values.values = ['Candour']
    expect(validateCompanyInput(toUpdateInput(values)).ok).toBe(true)
  })

  it("reads the server's issues and finds an item's error under its list", () => {
    const errors = serverFieldErrors({
      issues: [
        { path: 'values.1', message: 'Values cannot be empty' },
        { path: 'basics', message: 'Add a description first' },
        { nonsense: true },
      ],
    })
    expect(errorFor(errors, 'values')).toBe('Values cannot be empty')
    expect(errors['basics']).toBe('Add a description first')
    expect(serverFieldErrors(null)).toEqual({})
  })
})
