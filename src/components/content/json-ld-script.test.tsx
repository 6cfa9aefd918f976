import { describe, expect, it } from 'vitest'
import { absoluteUrl, jsonLdScriptText } from './json-ld-script'

describe('JSON-LD script text', () => {
  it('never lets the text close the script element', () => {
    const text = jsonLdScriptText({ title: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' })
  })

  it('makes a site path absolute and keeps a full URL', () => {
    expect(absoluteUrl('/files/logo.png', 'https://reelhire.test')).toBe(
      'https://reelhire.test/files/logo.png',
    )
    expect(absoluteUrl('https://cdn.example/logo.png', 'https://reelhire.test')).toBe(
      'https://cdn.example/logo.png',
    )
    expect(absoluteUrl('/x', 'not an origin')).toBeUndefined()
  })
})
