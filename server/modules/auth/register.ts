import { eq } from 'drizzle-orm'
import type { EmailVerificationRequired, RegisterInput } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import { parseRole, Role, SELF_REGISTRATION_ROLES } from '@/api/roles'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { confirmationMail, registrationAttemptMail } from '../../mail/templates'
import type { ServiceContext } from '../../core/service-context'
import { attributeReferral } from '../affiliates/referral-attribution'
import type { ReferralTouch } from '../affiliates/referral-touch'
import { issueEmailToken } from './email-tokens'
import { hashPassword } from './passwords'
import { findUserByEmail, insertUserWithAccounts } from './user-records'

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'

type Registration = {
  email: string
  password: string
  confirmPassword: string
  firstName: string
  lastName: string
  role?: RegisterInput['role']
  referralCode?: string | undefined
}

/**
 * Sign-up. A new address gets an unverified user, their account(s) and a confirmation mail. An address
 * that already has an account gets the very same answer (same status, body and work), and its owner gets
 * a mail saying so — the screen never reveals who has an account (docs/decisions/006).
 */
export async function register(
  ctx: ServiceContext,
  input: Registration,
  /** The affiliate short link's first touch, when its cookie came along (decision 041). */
  referralTouch: ReferralTouch | null = null,
): Promise<EmailVerificationRequired> {
  const role = input.role === undefined ? Role.JobSeeker : parseRole(input.role)
  if (!SELF_REGISTRATION_ROLES.includes(role)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
      message: 'This role cannot be chosen at sign-up. Administrators are added by an administrator.',
    })
  }
  if (input.password !== input.confirmPassword) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: PASSWORDS_DO_NOT_MATCH,
      details: { issues: [{ path: 'confirmPassword', message: PASSWORDS_DO_NOT_MATCH }] },
    })
  }
  // Hashed in both branches: a taken address must not answer faster than a free one.
  const passwordHash = await hashPassword(input.password)
  const sentAt = ctx.now()
  const answer = {
    requiresEmailVerification: true as const,
    email: input.email,
    sentAt: sentAt.toISOString(),
  }

  const existing = await findUserByEmail(ctx.db, input.email)
  if (existing) {
    ctx.mailer.send(registrationAttemptMail(ctx.settings.PUBLIC_URL, existing))
    return answer
  }
  const created = await ctx.db
    .transaction(async (tx) => {
      const user = await insertUserWithAccounts(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role,
        referralCode: input.referralCode,
        createdAt: sentAt,
      })
      await attributeReferral(tx, { user, typedCode: input.referralCode, touch: referralTouch, now: sentAt })
      const code = await issueEmailToken(ctx, tx, user.id, 'confirm-email')
      await tx
        .update(users)
        .set({ verificationSentAt: sentAt, verificationSendCount: 1 })
        .where(eq(users.id, user.id))
      return { user, code }
    })
    .catch(async (error: unknown) => {
      // Two sign-ups for one address at once: the loser is treated like any existing address.
      const raced = await findUserByEmail(ctx.db, input.email)
      if (!raced) throw error
      ctx.mailer.send(registrationAttemptMail(ctx.settings.PUBLIC_URL, raced))
      return undefined
    })
  if (created)
    ctx.mailer.send(confirmationMail(ctx.settings.PUBLIC_URL, created.user, created.user.id, created.code))
  return answer
}
