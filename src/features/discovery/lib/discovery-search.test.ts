import { describe, expect, it } from 'vitest'
import { discoveryQuery, hasFilters, parseDiscoverySearch } from './discovery-search'

describe('the /search URL state', () => {
  it('keeps known values and drops the rest, so an edited link still opens', () => {
    expect(
      parseDiscoverySearch({
        search: '  jose ',
        category: 'people',
        experienceLevel: 'senior',
        datePosted: 'week',
        sort: 'top',
        hasMedia: 'true',
        page: '3',
        limit: '24',
      }),
    ).toEqual({
      search: 'jose',
      category: 'people',
      experienceLevel: 'senior',
      datePosted: 'week',
      sort: 'top',
      hasMedia: true,
      page: 3,
      limit: 24,
    })
    expect(
      parseDiscoverySearch({
        search: 'j',
        category: 'all',
        experienceLevel: 'guru',
        sort: 'recent',
        page: '0',
        limit: '12',
        hasMedia: 'no',
      }),
    ).toEqual({})
    expect(parseDiscoverySearch({ limit: '13', category: 'everything', datePosted: 'year' })).toEqual({})
  })

  it('asks the API for 12 per page, all categories and the recent sort by default', () => {
    expect(discoveryQuery({})).toEqual({ category: 'all', sort: 'recent', page: 1, limit: 12 })
    expect(discoveryQuery({ search: 'ana', category: 'media', hasMedia: true, page: 2, limit: 48 })).toEqual({
      search: 'ana',
      category: 'media',
      sort: 'recent',
      hasMedia: 'true',
      page: 2,
      limit: 48,
    })
    expect([hasFilters({}), hasFilters({ category: 'jobs' }), hasFilters({ datePosted: '3d' })]).toEqual([
      false,
      false,
      true,
    ])
  })
})
