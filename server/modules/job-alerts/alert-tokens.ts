import { randomBytes, timingSafeEqual } from 'node:crypto'
import { keyedHash } from '../auth/secrets'

/**
 * Unsubscribe tokens: `<alert id>.<HMAC(JWT_SECRET; alert id, salt)>`. Nothing secret is stored: the alert
 * keeps a random salt, and rotating it (on unsubscribe) voids every link mailed before.
 */

const PURPOSE = 'job-alert-unsubscribe'

export const newUnsubscribeSalt = () => randomBytes(16).toString('base64url')

export function unsubscribeToken(secret: string, alertId: string, salt: string): string {
  return `${alertId}.${keyedHash(secret, PURPOSE, `${alertId}:${salt}`)}`
}

/** The alert id a well-formed token names (its signature is checked against the stored salt later). */
export function tokenAlertId(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(token)
  return match?.[1] ?? null
}

export function tokenMatches(secret: string, token: string, alertId: string, salt: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, alertId, salt))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
