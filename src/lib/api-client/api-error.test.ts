import { describe, expect, it } from 'vitest'
import { ApiError, isApiError, toApiError, toUserMessage } from './api-error'

describe('ApiError', () => {
  it('carries the fields of the client error object', () => {
    const error = new ApiError({
      code: 'NOT_FOUND_ERROR',
      message: 'Resource not found',
      statusCode: 404,
      context: { path: '/x' },
    })
    expect(error).toBeInstanceOf(Error)
    expect(isApiError(error)).toBe(true)
    expect(error.toJSON()).toMatchObject({
      name: 'ApiError',
      code: 'NOT_FOUND_ERROR',
      statusCode: 404,
      context: { path: '/x' },
    })
    expect(new Date(error.timestamp).toISOString()).toBe(error.timestamp)
  })

  it('wraps anything thrown', () => {
    expect(toApiError('nope')).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: 'An unknown error occurred',
      statusCode: 500,
    })
    expect(toApiError(new Error('disk full'))).toMatchObject({ code: 'INTERNAL_ERROR', message: 'disk full' })
    const original = new ApiError({ code: 'X', message: 'y', statusCode: 400 })
    expect(toApiError(original)).toBe(original)
  })
})

describe('toUserMessage', () => {
  const make = (code: string, message = 'internal words') => new ApiError({ code, message, statusCode: 400 })

  it('speaks with the catalogue', () => {
    expect(toUserMessage(make('VALIDATION_ERROR'))).toBe('Please check your input and try again.')
    expect(toUserMessage(make('NETWORK_ERROR'))).toBe(
      'Network error. Please check your connection and try again.',
    )
    expect(toUserMessage(make('CONFLICT_ERROR'))).toBe('This action conflicts with existing data.')
  })

  it('passes PASSWORD_CHANGE_REQUIRED through untouched', () => {
    expect(toUserMessage(make('PASSWORD_CHANGE_REQUIRED', 'Change it now.'))).toBe('Change it now.')
  })

  it('falls back to the internal-error text', () => {
    expect(toUserMessage(make('SOMETHING_NEW'))).toBe('An unexpected error occurred. Please try again.')
    expect(toUserMessage(new TypeError('x'))).toBe('An unexpected error occurred. Please try again.')
  })
})
