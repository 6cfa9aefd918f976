import { eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { passwordChangedMail } from '../../mail/templates'
import type { ServiceContext } from '../../core/service-context'
import { hashPassword, verifyPassword } from './passwords'
import type { AuthContext } from '../../core/auth-context'
import { revokeUserSessions } from './sessions'
import { findUserById } from './user-records'

export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.'

/** Loads the caller and checks their password; a wrong one is a 400 (a 401 would sign the client out). */
export async function requirePassword(ctx: ServiceContext, userId: string, password: string) {
  const user = await findUserById(ctx.db, userId)
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: CURRENT_PASSWORD_WRONG,
      details: { issues: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }] },
    })
  }
  return user
}

/** POST /api/Auth/change-password: new hash, every other session signed out, the owner told by mail. */
export async function changePassword(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string },
) {
  const user = await requirePassword(ctx, auth.userId, input.currentPassword)
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: ctx.now() })
    .where(eq(users.id, user.id))
  const revokedSessions = await revokeUserSessions(ctx, user.id, 'password-change', auth.sessionId)
  ctx.mailer.send(passwordChangedMail(ctx.settings.PUBLIC_URL, user))
  return { changed: true, revokedSessions }
}
