import { describe, expect, it } from 'vitest'
import { findForbiddenText, hasForbiddenText } from './forbidden-text'

describe('the text rule: no NUL, no lone surrogate (issue 11)', () => {
  it('refuses NUL and unpaired surrogates, accepts paired ones and every other character', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', 'ok\ud83d', '\udc00\ud800'])
      expect(hasForbiddenText(bad), JSON.stringify(bad)).toBe(true)
    for (const good of ['', 'plain', '😀', 'é\u0301', '\u0001\t\n', '\\u0000', '%00', '\uffff'])
      expect(hasForbiddenText(good), JSON.stringify(good)).toBe(false)
  })

  it('names the first offending field by its dot path, keys included', () => {
    expect(findForbiddenText({ a: 'ok', b: ['x', { c: 'y\u0000' }], d: '\ud800' })).toBe('b.1.c')
    expect(findForbiddenText({ nested: { 'k\u0000': 1 } })).toBe('nested')
    expect(findForbiddenText({ 'k\u0000': 1 })).toBe('body')
    expect(findForbiddenText('\u0000')).toBe('body')
    expect(findForbiddenText('\u0000', 'query')).toBe('query')
    expect(findForbiddenText({ a: 1, b: null, c: true, d: ['fine'] })).toBeNull()
  })

  it('walks a value nested far deeper than the call stack would allow', () => {
    const depth = 200_000
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown
    expect(findForbiddenText(deep)?.split('.')).toHaveLength(depth)
    expect(findForbiddenText(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeNull()
  })
})
