import { eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { passwordChangedMail, passwordResetMail } from '../../mail/templates'
import type { ServiceContext } from '../../core/service-context'
import { consumeEmailToken, issueEmailToken, retireEmailTokens } from './email-tokens'
import { hashPassword } from './passwords'
import { revokeUserSessions } from './sessions'
import { findUserByEmail, findUserById } from './user-records'

export const RESET_LINK_INVALID = 'Invalid reset link. Please request a new password reset.'
export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset the password. It expires in 24 hours.'

/**
 * POST /api/account/reset-password. The same answer whether or not the address has an account; the
 * mail is handed to the mailer without waiting, so delivery time does not tell either.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string) {
  const user = await findUserByEmail(ctx.db, email)
  // Sample users with an unusable password get the link too: a reset is how the owner would claim it.
  if (user) {
    const token = await issueEmailToken(ctx, ctx.db, user.id, 'reset-password')
    ctx.mailer.send(passwordResetMail(ctx.settings.PUBLIC_URL, user, user.id, token))
  }
  return { requested: true }
}

/**
 * POST /api/account/confirm-password-reset. Sets the password, signs every session out, and mails the
 * owner. Two-factor stays on: the next sign-in still asks for the code. The link proves the mailbox, so
 * an unverified address becomes verified.
 */
export async function confirmPasswordReset(
  ctx: ServiceContext,
  input: { userId: string; token: string; newPassword: string },
) {
  const result = await consumeEmailToken(ctx, input.userId, 'reset-password', input.token)
  if (result !== 'ok') throw new AppError(ErrorCode.VALIDATION_ERROR, { message: RESET_LINK_INVALID })
  const user = await findUserById(ctx.db, input.userId)
  if (!user) throw new AppError(ErrorCode.VALIDATION_ERROR, { message: RESET_LINK_INVALID })
  const now = ctx.now()
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
  await retireEmailTokens(ctx, user.id, 'reset-password')
  await revokeUserSessions(ctx, user.id, 'password-reset')
  ctx.mailer.send(passwordChangedMail(ctx.settings.PUBLIC_URL, user))
  return { reset: true }
}
