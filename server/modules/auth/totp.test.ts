import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, matchTotp, totpCode } from './totp'

// RFC 6238 appendix B uses the ASCII secret "12345678901234567890" (SHA-1); the 6-digit codes are the
// last six digits of its 8-digit values.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'))

describe('TOTP (RFC 6238) and HOTP (RFC 4226)', () => {
  it('matches the RFC test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe('287082')
    expect(totpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804')
    expect(totpCode(RFC_SECRET, new Date(1_234_567_890_000))).toBe('005924')
    expect(totpCode(RFC_SECRET, new Date(2_000_000_000_000))).toBe('279037')
    expect(hotp(RFC_SECRET, 0)).toBe('755224')
    expect(hotp(RFC_SECRET, 9)).toBe('520489')
  })

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255])
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes)
    expect(() => base32Decode('not base32!')).toThrow()
  })

  it('accepts one step of drift either way, not two', () => {
    const at = new Date(1_700_000_000_000)
    const step = Math.floor(at.getTime() / 30_000)
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step - 1), at)).toBe(step - 1)
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + 1), at)).toBe(step + 1)
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step - 2), at)).toBeNull()
    expect(matchTotp(RFC_SECRET, '12345', at)).toBeNull()
  })
})
