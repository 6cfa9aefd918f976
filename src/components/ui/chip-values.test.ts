import { describe, expect, it } from 'vitest'
import { normaliseChips, withPendingChip } from './chip-values'

describe('chip values', () => {
  it('trims, drops blanks and keeps the first spelling of a repeat', () => {
    expect(normaliseChips([' React ', '', 'react', 'SQL', '  ', 'REACT', 'sql'])).toEqual(['React', 'SQL'])
  })

  it('stops at the maximum', () => {
    expect(normaliseChips(['a', 'b', 'c'], 2)).toEqual(['a', 'b'])
  })

  it('adds the text still in the input, split at commas', () => {
    expect(withPendingChip(['React'], '  Kotlin ')).toEqual(['React', 'Kotlin'])
    expect(withPendingChip(['React'], 'react')).toEqual(['React'])
    expect(withPendingChip(['React'], 'Go, Rust,')).toEqual(['React', 'Go', 'Rust'])
    expect(withPendingChip(['React'], '   ')).toEqual(['React'])
    expect(withPendingChip(['a', 'b'], 'c', 2)).toEqual(['a', 'b'])
  })
})
