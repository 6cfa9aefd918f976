import { describe, expect, it } from 'vitest'
import { parsePeopleSearch, peopleListQuery, PEOPLE_PAGE_SIZE } from './people-search'

describe('people URL state', () => {
  it('keeps searches of 2+ characters and pages above 1, drops the rest', () => {
    expect(parsePeopleSearch({ search: '  José ', page: '3' })).toEqual({ search: 'José', page: 3 })
    expect(parsePeopleSearch({ search: 'j', page: '1' })).toEqual({})
    expect(parsePeopleSearch({ search: ['x'], page: 'abc' })).toEqual({})
    expect(parsePeopleSearch({ page: 0 })).toEqual({})
  })

  it('asks the API for 12 per page', () => {
    expect(peopleListQuery({})).toEqual({ search: '', page: 1, limit: PEOPLE_PAGE_SIZE })
    expect(peopleListQuery({ search: 'ana', page: 2 })).toEqual({ search: 'ana', page: 2, limit: 12 })
  })

  it('keeps a page size of 24 or 48 in the URL and asks the API for it; 12 and others stay out', () => {
    expect(parsePeopleSearch({ limit: '24' })).toEqual({ limit: 24 })
    expect(parsePeopleSearch({ limit: 48, page: 2 })).toEqual({ limit: 48, page: 2 })
    expect(parsePeopleSearch({ limit: '12' })).toEqual({})
    expect(parsePeopleSearch({ limit: '100' })).toEqual({})
    expect(peopleListQuery({ limit: 48, page: 3 })).toEqual({ search: '', page: 3, limit: 48 })
  })
})
