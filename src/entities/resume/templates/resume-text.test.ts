import { describe, expect, it } from 'vitest'
import { cleanText, formatResumeDate, formatResumeDateRange, paragraphs, safeHref } from './resume-text'
import { resumeWordBreaks } from './resume-fonts'

describe('resume dates', () => {
  it('reads JSON Resume dates the way people write them', () => {
    expect(formatResumeDate('2021-03')).toBe('Mar 2021')
    expect(formatResumeDate('2021-12-31')).toBe('Dec 2021')
    expect(formatResumeDate('2021')).toBe('2021')
    expect(formatResumeDate('')).toBe('')
    expect(formatResumeDate('spring 2020')).toBe('spring 2020')
    expect(formatResumeDate('2021-13')).toBe('2021')
  })

  it('leaves an open end as Present, and says one date once', () => {
    expect(formatResumeDateRange('2021-03', undefined)).toBe('Mar 2021 – Present')
    expect(formatResumeDateRange('2021-03', '')).toBe('Mar 2021 – Present')
    expect(formatResumeDateRange('2017-08', '2021-02')).toBe('Aug 2017 – Feb 2021')
    expect(formatResumeDateRange(undefined, '2021-02')).toBe('Feb 2021')
    expect(formatResumeDateRange('2020', '2020')).toBe('2020')
    expect(formatResumeDateRange(undefined, undefined)).toBe('')
  })
})

describe('resume text', () => {
  it('drops pictographs and control characters, keeps every alphabet and © ® ™', () => {
    expect(cleanText('  Zoë 🎉 Łukasz 👩🏽‍💻 ')).toBe('Zoë Łukasz')
    expect(cleanText('Nguyễn Ελένη Дмитрий ©®™')).toBe('Nguyễn Ελένη Дмитрий ©®™')
    expect(cleanText('a\u0000b\u0007c')).toBe('abc')
    expect(cleanText(42)).toBe('')
  })

  it('splits a long text into its paragraphs', () => {
    expect(paragraphs('One.\n\n  Two.\nThree.\n')).toEqual(['One.', 'Two.', 'Three.'])
    expect(paragraphs('   ')).toEqual([])
  })

  it('links only web and mail addresses', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a')
    expect(safeHref('example.com')).toBe('https://example.com')
    expect(safeHref('mailto:zoe@example.com')).toBe('mailto:zoe@example.com')
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref('file:///etc/passwd')).toBeUndefined()
    expect(safeHref('')).toBeUndefined()
  })

  it('never splits an ordinary word, and gives a long one break points', () => {
    expect(resumeWordBreaks('Müller-Øberg')).toEqual(['Müller-Øberg'])
    expect(resumeWordBreaks('x'.repeat(40)).join('')).toBe('x'.repeat(40))
    expect(resumeWordBreaks('x'.repeat(40)).length).toBeGreaterThan(1)
    expect(resumeWordBreaks('𝒜'.repeat(30)).every((piece) => !/[\uD800-\uDBFF]$/.test(piece))).toBe(true)
  })
})
