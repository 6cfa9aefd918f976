import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** RFC 6238 TOTP as authenticator apps expect it: HMAC-SHA1, 6 digits, 30 s steps, base32 secrets. */
export const TOTP_STEP_SECONDS = 30
/** Codes of the previous and next step are accepted too (clock drift). */
export const TOTP_WINDOW = 1
export const TOTP_ISSUER = 'ReelHire'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('invalid base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** 160 random bits, the RFC 4226 recommendation. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS)
}

/** RFC 4226 HOTP for one counter value. */
export function hotp(secretBase32: string, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', base32Decode(secretBase32)).update(message).digest()
  const offset = digest[digest.length - 1]! & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return (binary % 1_000_000).toString().padStart(6, '0')
}

export function totpCode(secretBase32: string, at: Date): string {
  return hotp(secretBase32, totpStep(at))
}

/** The matching step within ±TOTP_WINDOW, or null. Callers refuse steps at or before the last one used. */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  const current = totpStep(at)
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(secretBase32, step))
    const given = Buffer.from(code)
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step
  }
  return null
}

export function otpauthUrl(secretBase32: string, accountName: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${accountName}`)
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: '6',
    period: String(TOTP_STEP_SECONDS),
  })
  return `otpauth://totp/${label}?${query.toString()}`
}
