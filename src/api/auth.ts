import * as v from 'valibot'
import { SignupPasswordSchema, StrongPasswordSchema, PASSWORD_MAX_LENGTH } from './passwords'

/** Request and response shapes of /api/Auth/* and /api/account/* password flows (seed 1 §3, §7; seed 2 §3, §7). */

/** A two-factor code is 6 digits. */
export const TWO_FACTOR_CODE_LENGTH = 6
/** A confirmation or password-reset link in a mail works for 24 hours. */
export const EMAIL_LINK_TTL_HOURS = 24
/** Another confirmation mail can be asked for 60 seconds after the last one. */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60

export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Please enter a valid email address'),
  v.toLowerCase(),
)

export const LoginInputSchema = v.strictObject({
  email: EmailSchema,
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(1, 'Password is required'),
    v.maxLength(PASSWORD_MAX_LENGTH),
  ),
  rememberMe: v.optional(v.boolean(), false),
})
export type LoginInput = v.InferInput<typeof LoginInputSchema>

export const LoginUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.string(),
})
export type LoginUser = v.InferOutput<typeof LoginUserSchema>

export const LoginSuccessSchema = v.object({
  user: LoginUserSchema,
  token: v.string(),
  expiresAt: v.string(),
  refreshToken: v.optional(v.string()),
})
export type LoginSuccess = v.InferOutput<typeof LoginSuccessSchema>

export const TwoFactorMethodSchema = v.picklist(['email', 'totp'])
export type TwoFactorMethod = v.InferOutput<typeof TwoFactorMethodSchema>

export const TwoFactorChallengeSchema = v.object({
  requiresTwoFactor: v.literal(true),
  tempAuthToken: v.string(),
  expiresAt: v.string(),
  email: v.string(),
  attemptsLeft: v.optional(v.number()),
  method: v.optional(TwoFactorMethodSchema),
})
export type TwoFactorChallenge = v.InferOutput<typeof TwoFactorChallengeSchema>

export const EmailVerificationRequiredSchema = v.object({
  requiresEmailVerification: v.literal(true),
  email: v.optional(v.string()),
  sentAt: v.optional(v.string()),
  /**
   * Login only (docs/decisions/007): a correct password on an unverified account still signs in, so
   * /verify-email can resend and re-check. Calls that need a verified account answer ACCOUNT_UNVERIFIED.
   */
  session: v.optional(LoginSuccessSchema),
})
export type EmailVerificationRequired = v.InferOutput<typeof EmailVerificationRequiredSchema>

/** POST /api/Auth/login and /api/Auth/verify-2fa answer one of these. */
export const LoginResultSchema = v.union([
  TwoFactorChallengeSchema,
  EmailVerificationRequiredSchema,
  LoginSuccessSchema,
])
export type LoginResult = v.InferOutput<typeof LoginResultSchema>

export const RegisterInputSchema = v.strictObject({
  email: EmailSchema,
  password: SignupPasswordSchema,
  confirmPassword: SignupPasswordSchema,
  firstName: v.pipe(v.string(), v.trim(), v.minLength(1, 'First name is required'), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required'), v.maxLength(100)),
  /** Text or numeric role (parseRole); Admin/SuperAdmin are refused with AUTHORIZATION_ERROR. */
  role: v.optional(v.union([v.string(), v.number()])),
  referralCode: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
})
export type RegisterInput = v.InferInput<typeof RegisterInputSchema>

export const VerifyTwoFactorInputSchema = v.strictObject({
  tempAuthToken: v.pipe(v.string(), v.minLength(1)),
  verificationCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'Enter the 6-digit code')),
})
export const ResendTwoFactorInputSchema = v.strictObject({
  tempAuthToken: v.pipe(v.string(), v.minLength(1)),
})
export const ResendTwoFactorResultSchema = v.object({ expiresAt: v.string(), attemptsLeft: v.number() })

export const RefreshInputSchema = v.strictObject({ refreshToken: v.pipe(v.string(), v.minLength(1)) })

export const VerificationStatusSchema = v.object({
  email: v.optional(v.string()),
  emailConfirmed: v.boolean(),
  isEmailVerified: v.boolean(),
  sendCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  sentAt: v.optional(v.nullable(v.string())),
})
export type VerificationStatus = v.InferOutput<typeof VerificationStatusSchema>

/** POST /api/Auth/resend-email-verification → when it was sent and when the next one is allowed. */
export const ResendVerificationResultSchema = v.object({ sentAt: v.string(), nextAllowedAt: v.string() })

/** GET /api/account/ConfirmEmail?userId&code → confirmed. */
export const ConfirmEmailQuerySchema = v.strictObject({
  userId: v.pipe(v.string(), v.minLength(1)),
  code: v.pipe(v.string(), v.minLength(1)),
})
export const ConfirmEmailResultSchema = v.object({ confirmed: v.boolean() })

export const ResetPasswordRequestSchema = v.strictObject({ email: EmailSchema })
/** POST /api/account/reset-password: the same answer whether or not the address has an account. */
export const ResetPasswordRequestedSchema = v.object({ requested: v.literal(true) })
export const ConfirmPasswordResetSchema = v.strictObject({
  userId: v.pipe(v.string(), v.minLength(1)),
  token: v.pipe(v.string(), v.minLength(1)),
  newPassword: StrongPasswordSchema,
})
/** POST /api/account/confirm-password-reset: the new password is set and every session is signed out. */
export const PasswordResetResultSchema = v.object({ reset: v.literal(true) })

export const ChangePasswordInputSchema = v.strictObject({
  currentPassword: v.pipe(v.string(), v.minLength(1, 'Enter your current password')),
  newPassword: StrongPasswordSchema,
})
/** POST /api/Auth/change-password: how many other sessions were signed out (this one stays). */
export const ChangePasswordResultSchema = v.object({
  changed: v.literal(true),
  revokedSessions: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/** Two-factor settings (our paths; the spec shows none): GET /api/Auth/two-factor. */
export const TwoFactorSettingsSchema = v.object({
  enabled: v.boolean(),
  method: v.nullable(TwoFactorMethodSchema),
  /** Admins must keep two-factor on. */
  required: v.boolean(),
})
export const EnableEmailTwoFactorInputSchema = v.strictObject({
  password: v.pipe(v.string(), v.minLength(1)),
})
export const TotpSetupResultSchema = v.object({ secret: v.string(), otpauthUrl: v.string() })
export const EnableTotpInputSchema = v.strictObject({
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Enter the 6-digit code')),
})
export const DisableTwoFactorInputSchema = v.strictObject({ password: v.pipe(v.string(), v.minLength(1)) })

export const SessionInfoSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.string(),
  userAgent: v.nullable(v.string()),
  ipAddress: v.nullable(v.string()),
  rememberMe: v.boolean(),
  current: v.boolean(),
})
export type SessionInfo = v.InferOutput<typeof SessionInfoSchema>
export const SessionListSchema = v.array(SessionInfoSchema)

/** DELETE /api/Auth/sessions/{id}: that session is signed out. */
export const SessionRevokedSchema = v.object({ revoked: v.literal(true) })
/** POST /api/Auth/logout: the current session is signed out. */
export const LogoutResultSchema = v.object({ loggedOut: v.literal(true) })
/** POST /api/Auth/logout-all: how many sessions were signed out, this one included. */
export const LogoutAllResultSchema = v.object({ revoked: v.pipe(v.number(), v.integer(), v.minValue(0)) })
