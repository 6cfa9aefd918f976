import { describe, expect, it } from 'vitest'
import { parseRange } from './byte-range'

describe('parseRange', () => {
  it('reads the three forms of one range', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } })
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } })
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } })
  })

  it('clips an end past the file and a suffix longer than it', () => {
    expect(parseRange('bytes=50-1000', 100)).toEqual({ kind: 'partial', range: { start: 50, end: 99 } })
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } })
  })

  it('refuses a start past the end and an empty suffix', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=200-300', 100)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' })
  })

  it('ignores what it may ignore: no header, other units, several ranges, nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=abc', 'bytes=-', 'bytes=9-2']) {
      expect(parseRange(header, 100)).toEqual({ kind: 'whole' })
    }
  })
})
