import type { ByteRange } from '../../core/blob-store/blob-store'

/**
 * The HTTP Range header of a file read (RFC 9110 §14): one range `bytes=a-b`, `bytes=a-` or `bytes=-n`.
 * - `whole`: no Range, or one the server may ignore (another unit, several ranges, malformed) → 200;
 * - `partial`: the bytes to send → 206;
 * - `unsatisfiable`: it starts past the end (or asks for the last 0 bytes) → 416.
 */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' }

const SINGLE = /^bytes=(\d*)-(\d*)$/

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' }
  const match = SINGLE.exec(header.trim())
  if (!match) return { kind: 'whole' }
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return { kind: 'whole' }
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } }
  }
  const start = Number(first)
  if (start >= size) return { kind: 'unsatisfiable' }
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return { kind: 'whole' }
  return { kind: 'partial', range: { start, end } }
}
