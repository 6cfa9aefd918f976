import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CompanyListQuerySchema } from './company-list-query'

describe('company list query', () => {
  it('defaults to sorting by name, page 1 of 20', () => {
    expect(v.parse(CompanyListQuerySchema, {})).toEqual({ sort: 'name', page: 1, limit: 20 })
  })
})
