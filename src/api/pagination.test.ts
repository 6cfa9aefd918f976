import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PageQuerySchema, TolerantPagedSchema, pageMeta, pageWindow, paged } from './pagination'

describe('pagination', () => {
  it('computes the metadata', () => {
    expect(pageMeta(0, 1, 20)).toEqual({
      total: 0,
      page: 1,
      limit: 20,
      totalPages: 0,
      hasNext: false,
      hasPrev: false,
    })
    expect(pageMeta(41, 2, 20)).toEqual({
      total: 41,
      page: 2,
      limit: 20,
      totalPages: 3,
      hasNext: true,
      hasPrev: true,
    })
    expect(pageMeta(40, 2, 20)).toMatchObject({ totalPages: 2, hasNext: false })
    expect(paged(['a'], 1, 1, 20).items).toEqual(['a'])
    expect(pageWindow({ page: 3, limit: 20 })).toEqual({ limit: 20, offset: 40 })
  })

  it('reads page and limit from a query string with defaults and bounds', () => {
    expect(v.parse(PageQuerySchema, {})).toEqual({ page: 1, limit: 20 })
    expect(v.parse(PageQuerySchema, { page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 })
    for (const bad of [
      { limit: '0' },
      { limit: '101' },
      { page: '0' },
      { page: 'x' },
      { limit: '' },
      { page: '1.5' },
    ]) {
      expect(v.safeParse(PageQuerySchema, bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('tolerates capitalised keys and hasNextPage/hasPreviousPage', () => {
    const schema = TolerantPagedSchema(v.string())
    const canonical = {
      items: ['a'],
      total: 1,
      page: 1,
      limit: 20,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    }
    expect(v.parse(schema, canonical)).toEqual(canonical)
    expect(
      v.parse(schema, {
        Items: ['a'],
        Total: 1,
        Page: 1,
        Limit: 20,
        TotalPages: 1,
        hasNextPage: false,
        hasPreviousPage: false,
      }),
    ).toEqual(canonical)
    expect(v.safeParse(schema, { items: ['a'] }).success).toBe(false)
  })
})
