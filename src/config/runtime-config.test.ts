import { describe, expect, it } from 'vitest'
import { getRuntimeConfig, normalizeApiBaseUrl } from './runtime-config'

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null })

describe('normalizeApiBaseUrl', () => {
  it.each([
    ['https://api.reelhire.com/api', 'https://api.reelhire.com/api'],
    ['https://api.reelhire.com/api/', 'https://api.reelhire.com/api'],
    ['https://api.reelhire.com', 'https://api.reelhire.com/api'],
    ['http://localhost:8080/v2', 'http://localhost:8080/v2/api'],
  ])('%s → %s', (input, output) => expect(normalizeApiBaseUrl(input)).toBe(output))

  it.each(['', '/api', 'javascript:alert(1)', 'ftp://x/api', 'not a url', 42])('rejects %j', (input) =>
    expect(normalizeApiBaseUrl(input)).toBeNull(),
  )
})

describe('getRuntimeConfig', () => {
  it('defaults to the same-origin /api with monitoring off', () => {
    expect(getRuntimeConfig({})).toEqual({ apiBaseUrl: '/api', performanceMonitoring: false })
  })

  it('prefers the window config, then localStorage', () => {
    const store = storage({
      'reelhire.apiBaseUrl': 'https://b.test',
      'reelhire.performanceMonitoring': 'true',
    })
    expect(getRuntimeConfig({ storage: store })).toEqual({
      apiBaseUrl: 'https://b.test/api',
      performanceMonitoring: true,
    })
    expect(
      getRuntimeConfig({ storage: store, globalConfig: { apiBaseUrl: 'https://a.test/api' } }).apiBaseUrl,
    ).toBe('https://a.test/api')
  })

  it('ignores a bad override and a throwing storage', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(
      getRuntimeConfig({ storage: throwing, globalConfig: { apiBaseUrl: 'file:///etc' } }).apiBaseUrl,
    ).toBe('/api')
  })
})
