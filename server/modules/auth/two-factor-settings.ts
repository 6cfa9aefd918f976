import { eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { users, type UserRow } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { requirePassword } from './password-change'
import { seal, unseal } from './secrets'
import type { AuthContext } from '../../core/auth-context'
import { generateTotpSecret, matchTotp, otpauthUrl } from './totp'
import { findUserById, isAdminRole, roleOf } from './user-records'

const isAdmin = (user: Pick<UserRow, 'roleCode'>) => isAdminRole(roleOf(user))

export function twoFactorSettingsOf(user: UserRow) {
  const method =
    user.twoFactorMethod === 'email' || user.twoFactorMethod === 'totp' ? user.twoFactorMethod : null
  return { enabled: method !== null, method, required: isAdmin(user) }
}

async function load(ctx: ServiceContext, auth: AuthContext) {
  const user = await findUserById(ctx.db, auth.userId)
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  return user
}

async function save(ctx: ServiceContext, userId: string, values: Partial<UserRow>) {
  const [user] = await ctx.db
    .update(users)
    .set({ ...values, updatedAt: ctx.now() })
    .where(eq(users.id, userId))
    .returning()
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  return twoFactorSettingsOf(user)
}

export async function getTwoFactorSettings(ctx: ServiceContext, auth: AuthContext) {
  return twoFactorSettingsOf(await load(ctx, auth))
}

/** Codes by email; the password is asked again because this changes how the account signs in. */
export async function enableEmailTwoFactor(ctx: ServiceContext, auth: AuthContext, password: string) {
  await requirePassword(ctx, auth.userId, password)
  return save(ctx, auth.userId, { twoFactorMethod: 'email', totpSecret: null, totpPendingSecret: null })
}

/** Step 1 of the authenticator method: a new secret kept pending until a code from the app proves it. */
export async function setupTotp(ctx: ServiceContext, auth: AuthContext) {
  const user = await load(ctx, auth)
  const secret = generateTotpSecret()
  await ctx.db
    .update(users)
    .set({ totpPendingSecret: seal(ctx.settings.JWT_SECRET, secret) })
    .where(eq(users.id, user.id))
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) }
}

/** Step 2: a current code from the app switches the method to TOTP. */
export async function enableTotp(ctx: ServiceContext, auth: AuthContext, code: string) {
  const user = await load(ctx, auth)
  const invalid = new AppError(ErrorCode.VALIDATION_ERROR, {
    message: 'That code does not match. Check the time on your phone and try the current code.',
  })
  if (!user.totpPendingSecret) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: 'Start the authenticator setup first.' })
  }
  const secret = unseal(ctx.settings.JWT_SECRET, user.totpPendingSecret)
  const step = matchTotp(secret, code, ctx.now())
  if (step === null) throw invalid
  return save(ctx, user.id, {
    twoFactorMethod: 'totp',
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    totpLastStep: step,
  })
}

/** Admins must keep two-factor on (security baseline); everyone else may turn it off with their password. */
export async function disableTwoFactor(ctx: ServiceContext, auth: AuthContext, password: string) {
  const user = await requirePassword(ctx, auth.userId, password)
  if (isAdmin(user)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
      message: 'Administrators must keep two-factor authentication on.',
    })
  }
  return save(ctx, user.id, {
    twoFactorMethod: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
  })
}
