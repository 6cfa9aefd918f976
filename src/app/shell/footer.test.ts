import { describe, expect, it } from 'vitest'
import { copyrightText } from './footer'

describe('copyrightText', () => {
  it('runs from 2024 to the current year', () => {
    expect(copyrightText(new Date('2026-03-01'))).toBe('© 2024–2026 ReelHire')
    expect(copyrightText(new Date('2024-06-01'))).toBe('© 2024 ReelHire')
  })
})
