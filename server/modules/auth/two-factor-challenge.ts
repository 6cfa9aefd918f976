import { timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { LoginResult, TwoFactorChallenge } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import { twoFactorChallenges, type TwoFactorChallengeRow } from '../../db/schema/two-factor-challenges'
import { users, type UserRow } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { twoFactorCodeMail } from '../../mail/templates'
import type { ServiceContext } from '../../core/service-context'
import { signTempToken, verifyTempToken } from './jwt'
import { keyedHash, randomSixDigitCode, unseal } from './secrets'
import type { ClientInfo } from './sessions'
import { matchTotp } from './totp'
import { completeSignIn } from './complete-sign-in'
import { findUserById } from './user-records'

export const TWO_FACTOR_ATTEMPTS = 5
/** A code is good for 10 minutes; a resend starts a new code within the challenge's hard limit. */
export const TWO_FACTOR_CODE_TTL_MS = 10 * 60_000
export const TWO_FACTOR_CHALLENGE_TTL_MS = 30 * 60_000
export const INVALID_CODE = 'Invalid or expired verification code. Please try again.'

const codeHash = (ctx: ServiceContext, challengeId: string, code: string) =>
  keyedHash(ctx.settings.JWT_SECRET, 'two-factor', `${challengeId}:${code}`)

const dead = () =>
  new AppError(ErrorCode.VALIDATION_ERROR, { message: INVALID_CODE, details: { attemptsLeft: 0 } })

/** Second step after a correct password: a challenge row, a temp token naming it, and (email) a mailed code. */
export async function startTwoFactorChallenge(
  ctx: ServiceContext,
  user: UserRow,
  rememberMe: boolean,
): Promise<TwoFactorChallenge> {
  const now = ctx.now()
  const method = user.twoFactorMethod === 'totp' ? 'totp' : 'email'
  const id = crypto.randomUUID()
  const code = method === 'email' ? randomSixDigitCode() : null
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS)
  const codeExpiresAt = new Date(now.getTime() + TWO_FACTOR_CODE_TTL_MS)
  await ctx.db.insert(twoFactorChallenges).values({
    id,
    userId: user.id,
    method,
    codeHash: code ? codeHash(ctx, id, code) : null,
    attemptsLeft: TWO_FACTOR_ATTEMPTS,
    rememberMe,
    createdAt: now,
    codeExpiresAt: method === 'email' ? codeExpiresAt : expiresAt,
    expiresAt,
  })
  if (code) ctx.mailer.send(twoFactorCodeMail(user, code))
  return {
    requiresTwoFactor: true,
    tempAuthToken: await signTempToken(
      ctx.settings.JWT_SECRET,
      { userId: user.id, challengeId: id },
      now,
      expiresAt,
    ),
    expiresAt: (method === 'email' ? codeExpiresAt : expiresAt).toISOString(),
    email: user.email,
    attemptsLeft: TWO_FACTOR_ATTEMPTS,
    method,
  }
}

/** The user a temp token names (rate-limit key), or null for a token that does not verify. */
export async function tempTokenUser(ctx: ServiceContext, tempAuthToken: string): Promise<string | null> {
  return (await verifyTempToken(ctx.settings.JWT_SECRET, tempAuthToken, ctx.now()))?.userId ?? null
}

/**
 * Checks a code. The attempt is counted before the code is compared (one atomic decrement), so parallel
 * guesses cannot exceed 5; the 5th wrong code kills the challenge. A right code is accepted once.
 */
export async function verifyTwoFactor(
  ctx: ServiceContext,
  input: { tempAuthToken: string; verificationCode: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const { user, challenge } = await consumeTwoFactorCode(ctx, input)
  return completeSignIn(ctx, user, challenge.rememberMe, client)
}

/**
 * Checks a challenge's code and consumes the challenge: the user it proves. Sign-in completes a session with
 * it; deleting an account (modules/my-data) uses it as re-authentication.
 */
export async function consumeTwoFactorCode(
  ctx: ServiceContext,
  input: { tempAuthToken: string; verificationCode: string },
): Promise<{ user: UserRow; challenge: TwoFactorChallengeRow }> {
  const now = ctx.now()
  const claims = await verifyTempToken(ctx.settings.JWT_SECRET, input.tempAuthToken, now)
  if (!claims) throw dead()
  const [challenge] = await ctx.db
    .update(twoFactorChallenges)
    .set({ attemptsLeft: sql`${twoFactorChallenges.attemptsLeft} - 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, claims.challengeId),
        eq(twoFactorChallenges.userId, claims.userId),
        isNull(twoFactorChallenges.consumedAt),
        gt(twoFactorChallenges.attemptsLeft, 0),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .returning()
  const user = challenge && (await findUserById(ctx.db, challenge.userId))
  if (!challenge || !user || !user.twoFactorMethod) throw dead()

  if (!(await codeMatches(ctx, challenge, user, input.verificationCode, now))) {
    if (challenge.attemptsLeft === 0) await consume(ctx, challenge.id)
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: INVALID_CODE,
      details: { attemptsLeft: challenge.attemptsLeft },
    })
  }
  if (!(await consume(ctx, challenge.id))) throw dead()
  return { user, challenge }
}

async function codeMatches(
  ctx: ServiceContext,
  challenge: TwoFactorChallengeRow,
  user: UserRow,
  code: string,
  now: Date,
): Promise<boolean> {
  if (challenge.method === 'email') {
    if (!challenge.codeHash || challenge.codeExpiresAt <= now) return false
    const expected = Buffer.from(challenge.codeHash)
    const given = Buffer.from(codeHash(ctx, challenge.id, code))
    return expected.length === given.length && timingSafeEqual(expected, given)
  }
  if (!user.totpSecret) return false
  const secret = unsealOrNull(ctx, user.totpSecret)
  if (!secret) return false
  const step = matchTotp(secret, code, now)
  if (step === null) return false
  // A TOTP code is single use: refuse its step (or an older one) once accepted.
  const claimed = await ctx.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
    .returning({ id: users.id })
  return claimed.length === 1
}

/** A secret sealed under a previous JWT_SECRET cannot be read: the enrolment is lost, not a 500. */
function unsealOrNull(ctx: ServiceContext, sealed: string): string | null {
  try {
    return unseal(ctx.settings.JWT_SECRET, sealed)
  } catch (error) {
    ctx.log.warn({ err: error }, 'TOTP secret cannot be unsealed (JWT_SECRET rotated?)')
    return null
  }
}

async function consume(ctx: ServiceContext, challengeId: string): Promise<boolean> {
  const rows = await ctx.db
    .update(twoFactorChallenges)
    .set({ consumedAt: ctx.now() })
    .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.consumedAt)))
    .returning({ id: twoFactorChallenges.id })
  return rows.length === 1
}

/** A new email code for the same challenge (the old one stops working); attempts are not reset. */
export async function resendTwoFactor(ctx: ServiceContext, tempAuthToken: string) {
  const now = ctx.now()
  const claims = await verifyTempToken(ctx.settings.JWT_SECRET, tempAuthToken, now)
  const expired = new AppError(ErrorCode.VALIDATION_ERROR, {
    message: 'This sign-in attempt has expired. Please go back and sign in again.',
    details: { attemptsLeft: 0 },
  })
  if (!claims) throw expired
  const [challenge] = await ctx.db
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.id, claims.challengeId), eq(twoFactorChallenges.userId, claims.userId)))
  if (!challenge || challenge.consumedAt || challenge.attemptsLeft <= 0 || challenge.expiresAt <= now)
    throw expired
  if (challenge.method !== 'email') {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: 'Your code comes from your authenticator app, so there is nothing to resend.',
    })
  }
  const user = await findUserById(ctx.db, challenge.userId)
  if (!user) throw expired
  const code = randomSixDigitCode()
  const codeExpiresAt = new Date(
    Math.min(now.getTime() + TWO_FACTOR_CODE_TTL_MS, challenge.expiresAt.getTime()),
  )
  await ctx.db
    .update(twoFactorChallenges)
    .set({ codeHash: codeHash(ctx, challenge.id, code), codeExpiresAt })
    .where(eq(twoFactorChallenges.id, challenge.id))
  ctx.mailer.send(twoFactorCodeMail(user, code))
  return { expiresAt: codeExpiresAt.toISOString(), attemptsLeft: challenge.attemptsLeft }
}
