import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client/api-error'
import { createAppQueryClient } from './query-client'

type RetryFn = (failureCount: number, error: unknown) => boolean

function defaults(production: boolean) {
  const { queries, mutations } = createAppQueryClient({ production }).getDefaultOptions()
  if (!queries || !mutations) throw new Error('defaults missing')
  return { queries, queryRetry: queries.retry as RetryFn, mutationRetry: mutations.retry as RetryFn }
}

describe('createAppQueryClient', () => {
  it('uses production defaults', () => {
    const { queries, queryRetry, mutationRetry } = defaults(true)
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: true })
    expect(queryRetry(2, new Error('x'))).toBe(true)
    expect(queryRetry(3, new Error('x'))).toBe(false)
    expect(mutationRetry(1, new Error('x'))).toBe(true)
    expect(mutationRetry(2, new Error('x'))).toBe(false)
  })

  it('retries less while developing', () => {
    const { queries, queryRetry, mutationRetry } = defaults(false)
    expect(queries.refetchOnWindowFocus).toBe(false)
    expect(queryRetry(0, new Error('x'))).toBe(true)
    expect(queryRetry(1, new Error('x'))).toBe(false)
    expect(mutationRetry(0, new Error('x'))).toBe(false)
  })

  it('never retries a 4xx ApiError', () => {
    const { queryRetry } = defaults(true)
    expect(queryRetry(0, new ApiError({ code: 'NOT_FOUND_ERROR', message: 'x', statusCode: 404 }))).toBe(
      false,
    )
    expect(queryRetry(0, new ApiError({ code: 'INTERNAL_ERROR', message: 'x', statusCode: 503 }))).toBe(true)
  })
})
