import { describe, expect, it } from 'vitest'
import { companyDisplayName, isPlaceholderCompanyName } from './company-names'

describe('company names', () => {
  it('shows a blank name as the default name', () => {
    expect(companyDisplayName('  ')).toBe('Unnamed Company')
    expect(companyDisplayName('Acme')).toBe('Acme')
  })

  it('recognises blank and placeholder names', () => {
    for (const name of [
      '',
      '  ',
      null,
      'Unnamed Company',
      'untitled   company',
      'NEW COMPANY',
      'Your Company',
      'demo company',
    ]) {
      expect(isPlaceholderCompanyName(name), String(name)).toBe(true)
    }
    for (const name of ['Acme', 'New Company Ventures', 'Test Kitchen']) {
      expect(isPlaceholderCompanyName(name), name).toBe(false)
    }
  })
})
