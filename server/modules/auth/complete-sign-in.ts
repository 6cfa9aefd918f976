import type { LoginResult } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import type { UserRow } from '../../db/schema/users'
import type { ServiceContext } from '../../core/service-context'
import { startSession, type ClientInfo } from './sessions'

/** The end of every successful sign-in path (password, or password + second factor). */
export async function completeSignIn(
  ctx: ServiceContext,
  user: UserRow,
  rememberMe: boolean,
  client: ClientInfo,
): Promise<LoginResult> {
  // Issue 18: checked after the password (and second factor), so it never tells a stranger who is suspended.
  if (user.suspendedAt) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED)
  const session = await startSession(ctx, user, rememberMe, client)
  if (user.emailVerifiedAt) return session
  return {
    requiresEmailVerification: true,
    email: user.email,
    ...(user.verificationSentAt ? { sentAt: user.verificationSentAt.toISOString() } : {}),
    session,
  }
}
