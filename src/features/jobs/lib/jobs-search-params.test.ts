import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  clearedSearch,
  parseJobsSearch,
  salaryRangeError,
  splitList,
  toJobListParams,
} from './jobs-search-params'

describe('parseJobsSearch', () => {
  it('keeps what the URL says, as the router parsed it', () => {
    expect(
      parseJobsSearch({
        search: ' react ',
        location: 'Berlin',
        skills: 'React, go ,react',
        employmentType: 'full-time,Contract',
        experienceLevel: 'Senior,entry',
        salaryMin: 50000,
        salaryMax: '90000',
        isRemote: true,
        datePosted: 'week',
        company: 'Acme Corp',
        page: 3,
        limit: 24,
        view: 'list',
        tab: 'saved',
      }),
    ).toEqual({
      search: 'react',
      location: 'Berlin',
      skills: 'React,go',
      employmentType: 'full_time,contract',
      experienceLevel: 'entry,senior',
      salaryMin: 50000,
      salaryMax: 90000,
      isRemote: true,
      datePosted: 'week',
      company: 'Acme Corp',
      page: 3,
      limit: 24,
      view: 'list',
      tab: 'saved',
    })
  })

  it('drops nonsense instead of failing, and leaves defaults out', () => {
    expect(
      parseJobsSearch({
        search: '',
        employmentType: 'astronaut',
        experienceLevel: ['x'],
        salaryMin: -5,
        salaryMax: 'lots',
        isRemote: 'false',
        datePosted: 'yesterday',
        page: 0,
        limit: 7,
        view: 'table',
        tab: 'other',
        unknown: 'x',
      }),
    ).toEqual({})
  })

  it('turns numbers typed as the search into text, and remote as a type into the Remote switch', () => {
    expect(parseJobsSearch({ search: 1234, employmentType: 'remote,part_time' })).toEqual({
      search: '1234',
      employmentType: 'part_time',
      isRemote: true,
    })
  })
})

describe('toJobListParams', () => {
  it('sends page and limit always, the rest when set', () => {
    expect(toJobListParams({})).toEqual({ page: 1, limit: 12 })
    expect(
      toJobListParams({
        search: 'design',
        skills: 'Figma, figma,UX',
        employmentType: 'contract',
        salaryMin: 40000,
        isRemote: true,
        company: 'Acme',
        page: 2,
        limit: 48,
      }),
    ).toEqual({
      search: 'design',
      skills: 'Figma,UX',
      employmentType: 'contract',
      salaryMin: 40000,
      isRemote: 'true',
      company: 'Acme',
      page: 2,
      limit: 48,
    })
  })

  it('searches nothing under 2 characters', () => {
    expect(toJobListParams({ search: 'a' })).toEqual({ page: 1, limit: 12 })
    expect(toJobListParams({ search: 'ab' })).toMatchObject({ search: 'ab' })
  })

  it('leaves out a maximum salary below the minimum (and says why)', () => {
    expect(toJobListParams({ salaryMin: 90000, salaryMax: 9 })).toEqual({
      page: 1,
      limit: 12,
      salaryMin: 90000,
    })
    expect(salaryRangeError({ salaryMin: 90000, salaryMax: 9 })).toBe('Maximum must be at least the minimum')
    expect(salaryRangeError({ salaryMin: 1, salaryMax: 9 })).toBeNull()
  })
})

describe('filters', () => {
  it('counts the active filters (not the text, page or view)', () => {
    expect(activeFilterCount({ search: 'x', page: 2, view: 'list' })).toBe(0)
    expect(activeFilterCount({ location: 'Paris', isRemote: true, salaryMax: 5 })).toBe(3)
  })

  it('clearing keeps the view, page size and tab only', () => {
    expect(clearedSearch({ search: 'x', location: 'y', page: 4, view: 'list', limit: 24 })).toEqual({
      view: 'list',
      limit: 24,
    })
  })

  it('splits lists', () => {
    expect(splitList(undefined)).toEqual([])
    expect(splitList(' a, ,B,b ')).toEqual(['a', 'B'])
  })
})
