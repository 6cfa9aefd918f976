import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * Access and temp-2fa tokens: HS256 JWTs, the algorithm pinned on verify (no `alg: none`, no algorithm
 * confusion), audience and issuer checked, and a `typ` claim so a temp token is never accepted where an
 * access token is expected (and back). Refresh tokens are not JWTs at all (opaque, stored hashed).
 */
export const JWT_AUDIENCE = 'reelhire'
export const JWT_ISSUER = 'reelhire-api'
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000

export type AccessClaims = { userId: string; role: string; accountId: string | null; sessionId: string }
export type TempClaims = { userId: string; challengeId: string }

type TokenType = 'access' | 'temp-2fa'

const keys = new Map<string, Uint8Array>()
const keyOf = (secret: string) => {
  let key = keys.get(secret)
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)))
  return key
}

function sign(
  secret: string,
  typ: TokenType,
  subject: string,
  claims: Record<string, unknown>,
  now: Date,
  expiresAt: Date,
) {
  return new SignJWT({ ...claims, typ })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setAudience(JWT_AUDIENCE)
    .setIssuer(JWT_ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret))
}

/** Any failure (bad signature, wrong alg/typ/aud/iss, expired, malformed) is null: the caller answers 401. */
async function verifyToken(secret: string, typ: TokenType, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    if (payload.typ !== typ || typeof payload.sub !== 'string') return null
    return payload
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}

export async function signAccessToken(secret: string, claims: AccessClaims, now: Date) {
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS)
  const token = await sign(
    secret,
    'access',
    claims.userId,
    { role: claims.role, accountId: claims.accountId, sid: claims.sessionId },
    now,
    expiresAt,
  )
  return { token, expiresAt }
}

export async function verifyAccessToken(secret: string, token: string, now: Date) {
  const payload = await verifyToken(secret, 'access', token, now)
  if (!payload || typeof payload.sid !== 'string') return null
  return { userId: payload.sub as string, sessionId: payload.sid }
}

export function signTempToken(secret: string, claims: TempClaims, now: Date, expiresAt: Date) {
  return sign(secret, 'temp-2fa', claims.userId, { cid: claims.challengeId }, now, expiresAt)
}

export async function verifyTempToken(secret: string, token: string, now: Date): Promise<TempClaims | null> {
  const payload = await verifyToken(secret, 'temp-2fa', token, now)
  if (!payload || typeof payload.cid !== 'string') return null
  return { userId: payload.sub as string, challengeId: payload.cid }
}
