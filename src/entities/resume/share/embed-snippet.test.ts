import { describe, expect, it } from 'vitest'
import { isEmbeddedResumePath } from '@/api/resumes/embedded-resume-paths'
import { embeddedResumeUrl, embedSnippet } from './embed-snippet'

const origin = 'https://reelhire.example'

describe('embedSnippet', () => {
  it('frames the canonical embeddable page, by slug when the resume has one', () => {
    const snippet = embedSnippet({ id: 'r1', slug: 'ana-silva', name: 'Ana Silva' }, origin)
    expect(snippet).toBe(
      '<iframe src="https://reelhire.example/embedded-resume/ana-silva" title="Ana Silva — resume on ReelHire" width="100%" height="800" style="border:0;max-width:100%" loading="lazy"></iframe>',
    )
  })

  it('falls back to the id, and keeps the name from breaking out of the attribute', () => {
    const snippet = embedSnippet({ id: 'r1', slug: '  ', name: 'Ana "AJ" <Silva> & co' }, origin)
    expect(snippet).toContain('src="https://reelhire.example/embedded-resume/r1"')
    expect(snippet).toContain('title="Ana &quot;AJ&quot; &lt;Silva&gt; &amp; co — resume on ReelHire"')
    expect(snippet.match(/"/g)).toHaveLength(12)
  })

  it('points at a path the server lets other sites frame', () => {
    const url = new URL(embeddedResumeUrl({ id: 'r1', slug: 'ana silva', name: 'Ana' }, origin))
    expect(url.pathname).toBe('/embedded-resume/ana%20silva')
    expect(isEmbeddedResumePath(url.pathname)).toBe(true)
  })
})

describe('isEmbeddedResumePath', () => {
  it.each(['/embedded-resume/x', '/embedded/resume/x', '/embedded/resumes/x', '/embedded-resume/x/'])(
    'is true for %s',
    (path) => expect(isEmbeddedResumePath(path)).toBe(true),
  )
  it.each(['/embedded-resume', '/embedded-resume/', '/embedded/x/y', '/resumes/x', '/embedded-resume/x/y'])(
    'is false for %s',
    (path) => expect(isEmbeddedResumePath(path)).toBe(false),
  )
})
