import type { ServiceContext } from '../../core/service-context'
import { keyedHash, randomToken } from '../auth/secrets'

/** The mailed token: 256 random bits; only its keyed hash is stored, so a database copy opens no team. */
export function newInvitationToken(ctx: Pick<ServiceContext, 'settings'>): { token: string; hash: string } {
  const token = randomToken()
  return { token, hash: invitationTokenHash(ctx, token) }
}

export const invitationTokenHash = (ctx: Pick<ServiceContext, 'settings'>, token: string) =>
  keyedHash(ctx.settings.JWT_SECRET, 'team-invitation', token)

/** The shape a token has (base64url of 32 bytes); anything else names no invitation and skips the lookup. */
export const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)
