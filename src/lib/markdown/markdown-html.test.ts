import { describe, expect, it } from 'vitest'
import { markdownToSafeHtml } from './markdown-html'

describe('markdownToSafeHtml', () => {
  it('writes Markdown and GFM as HTML', () => {
    const html = markdownToSafeHtml(
      '## What you do\n\n- Build\n- Ship\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n~~old~~',
    )
    expect(html).toContain('<h2>What you do</h2>')
    expect(html).toContain('<li>Build</li>')
    expect(html).toContain('<table>')
    expect(html).toContain('<del>old</del>')
  })

  it('keeps the text but drops raw HTML, and escapes what looks like it', () => {
    const html = markdownToSafeHtml(
      'Hello <b onclick="x()">bold</b> a < b\n\n<script>alert(1)</script>\n\n<div>block</div>',
    )
    expect(html).not.toMatch(/<b\b|<script|<div|onclick/)
    expect(html).toContain('bold')
    expect(html).toContain('a &lt; b')
  })

  it('opens links in a new tab without passing on rank or the opener', () => {
    const html = markdownToSafeHtml('[site](https://example.com) and https://example.org')
    expect(html).toContain(
      '<a rel="nofollow ugc noopener" target="_blank" href="https://example.com">site</a>',
    )
    expect(html).toContain('<a rel="nofollow ugc noopener" target="_blank" href="https://example.org">')
  })

  it('empties dangerous link and image URLs', () => {
    const html = markdownToSafeHtml('[x](javascript:alert(1)) ![y](data:text/html;base64,AAAA)')
    expect(html).not.toMatch(/javascript:|data:/)
  })
})
