import { describe, expect, it } from 'vitest'
import { buildApiUrl } from './api-base'

describe('buildApiUrl', () => {
  it('uses the same-origin base by default', () => {
    expect(buildApiUrl('/api', '/health')).toBe('/api/health')
  })

  it.each(['/api/Job/1', 'api/Job/1', 'Job/1', '/Job/1', '//api/Job/1'])(
    'never doubles api for %s',
    (path) => {
      expect(buildApiUrl('https://x.test/api/', path)).toBe('https://x.test/api/Job/1')
    },
  )

  it('keeps a path that only starts with the letters api', () => {
    expect(buildApiUrl('/api', '/apiKeys')).toBe('/api/apiKeys')
  })

  it('appends defined query values', () => {
    expect(buildApiUrl('/api', '/jobs', { q: 'a b', remote: true, page: undefined })).toBe(
      '/api/jobs?q=a+b&remote=true',
    )
    expect(buildApiUrl('/api', '/jobs?x=1', { y: 2 })).toBe('/api/jobs?x=1&y=2')
  })
})
