import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/jobs?company=Acme#top')).toBe('/jobs?company=Acme#top')
    expect(safeRedirect('/profile')).toBe('/profile')
  })
  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    'evil',
    '',
    '/\tevil',
    undefined,
    42,
  ])('rejects %s', (value) => {
    expect(safeRedirect(value)).toBeNull()
  })
})
