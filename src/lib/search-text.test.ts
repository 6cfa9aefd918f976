import { describe, expect, it } from 'vitest'
import { effectiveSearchText } from './search-text'

describe('effectiveSearchText', () => {
  it('sends the trimmed text from 2 characters on, else nothing', () => {
    expect(effectiveSearchText(undefined)).toBeUndefined()
    expect(effectiveSearchText('')).toBeUndefined()
    expect(effectiveSearchText(' a ')).toBeUndefined()
    expect(effectiveSearchText(' ab ')).toBe('ab')
  })
})
