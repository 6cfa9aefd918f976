import { timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'
import { keyedHash } from '../auth/secrets'

/**
 * The built-in test provider's setup session, carried in its link instead of a table: who may add a card to
 * which account, where to return, until when — signed with a key derived from JWT_SECRET, so the link
 * cannot be altered (a return address swapped for another site, another account).
 */
const PayloadSchema = v.object({
  accountId: v.string(),
  userId: v.string(),
  successUrl: v.string(),
  cancelUrl: v.string(),
  expiresAt: v.number(),
})
export type SetupPayload = v.InferOutput<typeof PayloadSchema>

export const SETUP_TTL_MS = 60 * 60_000

const signatureOf = (secret: string, body: string) => keyedHash(secret, 'test-setup-session', body)

export function signSetupToken(secret: string, payload: SetupPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${signatureOf(secret, body)}`
}

/** The payload of an intact, unexpired token; null otherwise. */
export function readSetupToken(secret: string, token: string, now: Date): SetupPayload | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(signatureOf(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = v.safeParse(PayloadSchema, json)
  if (!parsed.success || parsed.output.expiresAt <= now.getTime()) return null
  return parsed.output
}
