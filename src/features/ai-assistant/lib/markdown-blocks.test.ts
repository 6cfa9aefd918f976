import { describe, expect, it } from 'vitest'
import { splitSettledBlocks } from './markdown-blocks'

describe('splitSettledBlocks', () => {
  it('settles blocks ended by a blank line and keeps the rest as the growing tail', () => {
    expect(splitSettledBlocks('# Title\n\nFirst para\nstill first\n\n- a\n- b')).toEqual({
      settled: ['# Title\n', 'First para\nstill first\n'],
      tail: '- a\n- b',
    })
  })

  it('never splits inside a fenced code block, even at blank lines', () => {
    const text = 'Intro\n\n```ts\nconst a = 1\n\nconst b = 2\n'
    expect(splitSettledBlocks(text)).toEqual({
      settled: ['Intro\n'],
      tail: '```ts\nconst a = 1\n\nconst b = 2\n',
    })
    const closed = `${text}\`\`\`\n\nAfter`
    expect(splitSettledBlocks(closed).settled).toEqual([
      'Intro\n',
      '```ts\nconst a = 1\n\nconst b = 2\n```\n',
    ])
    expect(splitSettledBlocks(closed).tail).toBe('After')
  })

  it('loses no text: the settled blocks and the tail hold every non-blank line in order', () => {
    const text = 'a\n\n\n\nb\n~~~\nx\n\n~~~\n\nc'
    const { settled, tail } = splitSettledBlocks(text)
    expect([...settled, tail].join('\n').replace(/\n+/g, '\n')).toBe(text.replace(/\n+/g, '\n'))
  })

  it('has nothing settled before the first blank line', () => {
    expect(splitSettledBlocks('Hello wor')).toEqual({ settled: [], tail: 'Hello wor' })
  })
})
