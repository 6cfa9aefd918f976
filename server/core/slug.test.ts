import { describe, expect, it } from 'vitest'
import { firstFreeSlug, slugify, SLUG_BASE_MAX } from './slug'

const company = { fallback: 'company', ampersandAsAnd: true }
const member = { fallback: 'member', keepDashAfterCut: true }
const job = { fallback: 'job' }

describe('slugify', () => {
  it('drops accents, lowers the case and joins words with single dashes', () => {
    expect(slugify('  Crème Brûlée -- Café!  ', job)).toBe('creme-brulee-cafe')
    expect(slugify('Zoë  Ångström', member)).toBe('zoe-angstrom')
  })

  it('spells the letters that carry no separate accent in ASCII instead of dropping them', () => {
    expect(slugify('Søren Ødegård', member)).toBe('soren-odegard')
    expect(slugify('Straße Łódź Æsir Þór', job)).toBe('strasse-lodz-aesir-thor')
  })

  it("reads '&' as 'and' only when the rules say so", () => {
    expect(slugify('Smith & Sons', company)).toBe('smith-and-sons')
    expect(slugify('Smith & Sons', job)).toBe('smith-sons')
    expect(slugify('Ada & Bob', member)).toBe('ada-bob')
  })

  it('cuts at SLUG_BASE_MAX characters and drops the dash the cut leaves, unless told to keep it', () => {
    const name = `${'a'.repeat(SLUG_BASE_MAX - 1)} tail`
    expect(slugify(name, job)).toBe('a'.repeat(SLUG_BASE_MAX - 1))
    expect(slugify(name, company)).toBe('a'.repeat(SLUG_BASE_MAX - 1))
    expect(slugify(name, member)).toBe(`${'a'.repeat(SLUG_BASE_MAX - 1)}-`)
    expect(slugify('b'.repeat(SLUG_BASE_MAX + 10), job)).toHaveLength(SLUG_BASE_MAX)
  })

  it('falls back to the given word for a text without a letter or digit', () => {
    expect(slugify('', company)).toBe('company')
    expect(slugify('!!! ---', member)).toBe('member')
    expect(slugify('日本語', job)).toBe('job')
  })
})

describe('firstFreeSlug', () => {
  it('takes the base when free, else the first free numbered one from 2', () => {
    expect(firstFreeSlug('acme', new Set())).toBe('acme')
    expect(firstFreeSlug('acme', new Set(['acme-2']))).toBe('acme')
    expect(firstFreeSlug('acme', new Set(['acme']))).toBe('acme-2')
    expect(firstFreeSlug('acme', new Set(['acme', 'acme-2', 'acme-4']))).toBe('acme-3')
  })
})
