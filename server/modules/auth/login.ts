import type { LoginResult } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { verifyPassword } from './passwords'
import { completeSignIn } from './complete-sign-in'
import type { ClientInfo } from './sessions'
import { startTwoFactorChallenge } from './two-factor-challenge'
import { findUserByEmail } from './user-records'

/** The spec's login error text, for an unknown email and a wrong password alike (no account enumeration). */
export const INVALID_CREDENTIALS = 'Invalid email or password. Please try again.'

export type LoginRequest = { email: string; password: string; rememberMe: boolean }

/**
 * Password sign-in. Unknown email and wrong password cost one argon2 verification each and answer the
 * same 401. Then: two-factor challenge if enabled, else a session (plus the verification-required flag
 * for an unverified address, docs/decisions/007).
 */
export async function login(
  ctx: ServiceContext,
  input: LoginRequest,
  client: ClientInfo,
): Promise<LoginResult> {
  const user = await findUserByEmail(ctx.db, input.email)
  const valid = await verifyPassword(user?.passwordHash, input.password)
  if (!user || !valid) throw new AppError(ErrorCode.AUTHENTICATION_ERROR, { message: INVALID_CREDENTIALS })
  if (user.suspendedAt) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED)
  if (user.twoFactorMethod) return startTwoFactorChallenge(ctx, user, input.rememberMe)
  return completeSignIn(ctx, user, input.rememberMe, client)
}
