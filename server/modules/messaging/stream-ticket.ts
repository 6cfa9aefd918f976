import { and, eq, gt, isNull } from 'drizzle-orm'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { StreamTicket } from '@/api/messaging/message'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/sessions'

/**
 * EventSource cannot send the Authorization header, so a stream is opened with a ticket in its URL
 * (decision 033): an HS256 token of the user and their session, with its own audience (never accepted as an
 * access token, nor an access token as a ticket), valid for one minute. Opening a stream checks that the
 * session is still live; a stream ends after STREAM_MAX_MS and the client opens the next with a new ticket,
 * so a revoked session stops hearing within that time. Only paths are logged, never the query.
 */
export const STREAM_TICKET_TTL_MS = 60_000
export const STREAM_PATH = '/api/Messages/stream'
const AUDIENCE = 'reelhire-messaging-stream'
const ISSUER = 'reelhire-api'
const TYP = 'messaging-stream'

const key = (secret: string) => new TextEncoder().encode(secret)

export async function issueStreamTicket(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  sessionId: string,
): Promise<StreamTicket> {
  const now = ctx.now()
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_MS)
  const ticket = await new SignJWT({ typ: TYP, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(viewer.userId)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(ctx.settings.JWT_SECRET))
  return { ticket, expiresAt: expiresAt.toISOString(), streamUrl: STREAM_PATH }
}

/** The user id of a valid ticket whose session is still live, else null (the route answers 401). */
export async function redeemStreamTicket(
  db: Db,
  secret: string,
  ticket: string,
  now: Date,
): Promise<string | null> {
  let userId: string
  let sessionId: string
  try {
    const { payload } = await jwtVerify(ticket, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    if (payload.typ !== TYP || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    userId = payload.sub
    sessionId = payload.sid
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null
    throw error
  }
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  return live ? userId : null
}
