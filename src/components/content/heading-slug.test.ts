import { describe, expect, it } from 'vitest'
import { headingSlug, markdownHeadings } from './heading-slug'

describe('headingSlug', () => {
  it('drops section numbers and punctuation', () => {
    expect(headingSlug('9. Affiliate Program')).toBe('affiliate-program')
    expect(headingSlug('Cookies & similar technologies')).toBe('cookies-similar-technologies')
  })

  it('lists level-2 headings only', () => {
    expect(markdownHeadings('# Title\n\n## 1. Who we are\ntext\n### Detail\n## 2. Your rights\n')).toEqual([
      { title: '1. Who we are', id: 'who-we-are' },
      { title: '2. Your rights', id: 'your-rights' },
    ])
  })
})
