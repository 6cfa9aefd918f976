import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto'

/**
 * Keyed hashes for everything we store but must never keep in the clear (refresh tokens, mailed link
 * tokens, 2FA codes). The key is derived from JWT_SECRET, so a stolen database alone cannot test guesses
 * of a 6-digit code offline.
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', deriveKey(secret, `hash:${purpose}`))
    .update(value)
    .digest('base64url')
}

/** 256 random bits, URL-safe: refresh tokens and mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A uniformly random 6-digit code, leading zeros kept. */
export function randomSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** AES-256-GCM for values we must read back (TOTP secrets). Output: iv.tag.ciphertext, base64url. */
export function seal(secret: string, plaintext: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, 'seal'), iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

export function unseal(secret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body) throw new Error('sealed value is malformed')
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, 'seal'), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}

const keys = new Map<string, Buffer>()
function deriveKey(secret: string, info: string): Buffer {
  const id = `${info}\u0000${secret}`
  let key = keys.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'reelhire', info, 32))
    keys.set(id, key)
  }
  return key
}
