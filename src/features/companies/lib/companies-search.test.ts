import { describe, expect, it } from 'vitest'
import { companiesListQuery, hasFilters, parseCompaniesSearch, withFilter } from './companies-search'

describe('parseCompaniesSearch', () => {
  it('keeps the usable filters and normalises them', () => {
    expect(
      parseCompaniesSearch({
        search: '  acme  ',
        industry: 'technology',
        size: '51-200 employees',
        location: 'Berlin',
        sort: 'popular',
        page: '3',
      }),
    ).toEqual({
      search: 'acme',
      industry: 'Technology',
      size: '51-200',
      location: 'Berlin',
      sort: 'popular',
      page: 3,
    })
  })

  it('drops what the list cannot use instead of failing the page', () => {
    expect(
      parseCompaniesSearch({
        search: 'a',
        industry: 'Alchemy',
        size: '7',
        location: ' ',
        sort: 'name',
        page: '0',
      }),
    ).toEqual({})
    expect(parseCompaniesSearch({ page: 1.5 })).toEqual({})
    expect(parseCompaniesSearch({ search: 42 })).toEqual({ search: '42' })
  })
})

describe('companiesListQuery', () => {
  it('sends the filters with page 1, 12 a page and the name order by default', () => {
    expect(companiesListQuery({})).toEqual({ sort: 'name', page: 1, limit: 12 })
    expect(companiesListQuery({ search: 'data', size: '1-10', page: 2, sort: 'newest' })).toEqual({
      search: 'data',
      size: '1-10',
      sort: 'newest',
      page: 2,
      limit: 12,
    })
  })
})

describe('withFilter', () => {
  it('changing a filter starts again at page 1 and keeps the others', () => {
    const current = parseCompaniesSearch({ search: 'acme', size: '11-50', page: '4' })
    expect(withFilter(current, 'industry', 'Finance')).toEqual({
      search: 'acme',
      size: '11-50',
      industry: 'Finance',
    })
  })

  it('an empty value removes the filter', () => {
    const current = parseCompaniesSearch({ search: 'acme', industry: 'Finance' })
    expect(withFilter(current, 'industry', '')).toEqual({ search: 'acme' })
    expect(withFilter(current, 'search', undefined)).toEqual({ industry: 'Finance' })
    expect(hasFilters(withFilter(withFilter(current, 'industry', ''), 'search', ''))).toBe(false)
  })
})
