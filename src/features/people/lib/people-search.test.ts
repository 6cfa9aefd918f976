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
})
