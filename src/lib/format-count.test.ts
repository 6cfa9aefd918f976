import { describe, expect, it } from 'vitest'
import { formatCount } from './format-count'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1234, '1.2K'],
    [15_500, '15.5K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [1_500_000, '1.5M'],
    [2_340_000_000, '2340.0M'],
    [-1234, '-1.2K'],
    [Number.NaN, '0'],
  ])('%d → %s', (n, text) => expect(formatCount(n)).toBe(text))
})
