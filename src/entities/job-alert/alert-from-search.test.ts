import { describe, expect, it } from 'vitest'
import { alertQueryFromSearch, defaultAlertName } from './alert-from-search'

describe('alertQueryFromSearch', () => {
  it('turns the /jobs URL params into a saved search, dropping paging and what alerts do not store', () => {
    expect(
      alertQueryFromSearch({
        search: ' react ',
        location: 'Berlin',
        skills: 'TypeScript, GraphQL',
        employmentType: 'full-time,contract',
        experienceLevel: 'senior',
        salaryMin: '60000',
        salaryMax: '',
        isRemote: 'true',
        page: '3',
        limit: '50',
        datePosted: 'week',
        company: 'Acme',
        view: 'grid',
      }),
    ).toEqual({
      search: 'react',
      location: 'Berlin',
      skills: ['typescript', 'graphql'],
      employmentType: ['full_time', 'contract'],
      experienceLevel: ['senior'],
      salaryMin: 60000,
      isRemote: true,
    })
  })

  it('accepts values a router already parsed (numbers, booleans, arrays)', () => {
    expect(
      alertQueryFromSearch({ salaryMin: 1000, isRemote: false, experienceLevel: ['mid', 'senior'] }),
    ).toEqual({
      salaryMin: 1000,
      isRemote: false,
      experienceLevel: ['mid', 'senior'],
    })
  })

  it('is null for a search without any criterion, or one that does not parse', () => {
    expect(alertQueryFromSearch({ page: '2', search: '  ' })).toBeNull()
    expect(alertQueryFromSearch({})).toBeNull()
    expect(alertQueryFromSearch({ salaryMin: '500', salaryMax: '100' })).toBeNull()
    expect(alertQueryFromSearch({ employmentType: 'volunteer' })).toBeNull()
  })
})

describe('defaultAlertName', () => {
  it('describes the search without quotes and fits the name limit', () => {
    expect(defaultAlertName({ search: 'react', location: 'Berlin', isRemote: true })).toBe(
      'react · Berlin · remote',
    )
    expect(defaultAlertName({ search: 'x'.repeat(150) }, 100)).toHaveLength(100)
  })
})
