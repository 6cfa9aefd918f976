import { describe, expect, it } from 'vitest'
import { INDUSTRIES, parseIndustry } from './company-industries'

describe('company industries', () => {
  it('has 40 distinct industries and matches them in any case', () => {
    expect(new Set(INDUSTRIES).size).toBe(40)
    expect(INDUSTRIES[0]).toBe('Technology')
    expect(INDUSTRIES.at(-1)).toBe('Cybersecurity')
    expect(parseIndustry(' cybersecurity ')).toBe('Cybersecurity')
    expect(parseIndustry('Underwater basket weaving')).toBeNull()
  })
})
