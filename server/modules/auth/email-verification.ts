import { and, eq, isNull, or, lte, sql } from 'drizzle-orm'
import { VERIFICATION_RESEND_COOLDOWN_SECONDS, type VerificationStatus } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { confirmationMail, welcomeMail } from '../../mail/templates'
import type { ServiceContext } from '../../core/service-context'
import { consumeEmailToken, issueEmailToken } from './email-tokens'
import { findUserById } from './user-records'

/** 60 s between verification mails (the screen counts down; the server enforces it). Spec: constants. */
export const VERIFICATION_RESEND_COOLDOWN_MS = VERIFICATION_RESEND_COOLDOWN_SECONDS * 1000

/** The /confirm-email screen's texts, word for word from the spec's error catalogue. */
export const CONFIRMATION_INVALID = 'Invalid confirmation link. Please check your email for the correct link.'
export const CONFIRMATION_FAILED =
  'Email confirmation failed. The link may have expired or been used already.'

/** GET /api/account/ConfirmEmail: marks the address verified, once, then sends the welcome mail. */
export async function confirmEmail(ctx: ServiceContext, userId: string, code: string) {
  const result = await consumeEmailToken(ctx, userId, 'confirm-email', code)
  if (result === 'invalid') throw new AppError(ErrorCode.VALIDATION_ERROR, { message: CONFIRMATION_INVALID })
  if (result !== 'ok') throw new AppError(ErrorCode.VALIDATION_ERROR, { message: CONFIRMATION_FAILED })
  const [user] = await ctx.db
    .update(users)
    .set({ emailVerifiedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning()
  // Already verified through another link: confirmed all the same, but only one welcome mail.
  if (user) ctx.mailer.send(welcomeMail(ctx.settings.PUBLIC_URL, user))
  return { confirmed: true }
}

export async function verificationStatus(ctx: ServiceContext, userId: string): Promise<VerificationStatus> {
  const user = await findUserById(ctx.db, userId)
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  const verified = user.emailVerifiedAt !== null
  return {
    email: user.email,
    emailConfirmed: verified,
    isEmailVerified: verified,
    sendCount: user.verificationSendCount,
    sentAt: user.verificationSentAt?.toISOString() ?? null,
  }
}

/**
 * A fresh confirmation link. The cooldown is claimed with one conditional update, so two tabs clicking
 * Resend together send one mail; inside it the answer is 429 with details.retryAfterSeconds.
 */
export async function resendVerification(ctx: ServiceContext, userId: string) {
  const now = ctx.now()
  const user = await findUserById(ctx.db, userId)
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  if (user.emailVerifiedAt) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: 'Your email address is already verified.' })
  }
  const cutoff = new Date(now.getTime() - VERIFICATION_RESEND_COOLDOWN_MS)
  const [claimed] = await ctx.db
    .update(users)
    .set({ verificationSentAt: now, verificationSendCount: sql`${users.verificationSendCount} + 1` })
    .where(
      and(eq(users.id, userId), or(isNull(users.verificationSentAt), lte(users.verificationSentAt, cutoff))),
    )
    .returning()
  if (!claimed) {
    const sentAt = user.verificationSentAt ?? now
    const nextAllowedAt = new Date(sentAt.getTime() + VERIFICATION_RESEND_COOLDOWN_MS)
    const retryAfterSeconds = Math.max(1, Math.ceil((nextAllowedAt.getTime() - now.getTime()) / 1000))
    throw new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, {
      message: 'Please wait before requesting another verification email.',
      details: { retryAfterSeconds, nextAllowedAt: nextAllowedAt.toISOString() },
    })
  }
  const code = await issueEmailToken(ctx, ctx.db, user.id, 'confirm-email')
  ctx.mailer.send(confirmationMail(ctx.settings.PUBLIC_URL, user, user.id, code))
  return {
    sentAt: now.toISOString(),
    nextAllowedAt: new Date(now.getTime() + VERIFICATION_RESEND_COOLDOWN_MS).toISOString(),
  }
}
