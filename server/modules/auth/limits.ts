import type { AuthLimits } from '../../core/module-settings'

const minutes = (n: number) => n * 60_000

/**
 * Defaults sized for people, not scripts: a login burst from one office NAT fits, a password-spraying run
 * does not. The account key is the email as typed (for unknown emails too), so hitting a limit says
 * nothing about whether the account exists. Overridable through deps (tests, benches).
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  register: { address: { limit: 10, windowMs: minutes(60) }, account: { limit: 5, windowMs: minutes(60) } },
  login: { address: { limit: 60, windowMs: minutes(1) }, account: { limit: 10, windowMs: minutes(15) } },
  'verify-2fa': {
    address: { limit: 30, windowMs: minutes(10) },
    account: { limit: 15, windowMs: minutes(10) },
  },
  'resend-2fa': {
    address: { limit: 10, windowMs: minutes(10) },
    account: { limit: 5, windowMs: minutes(10) },
  },
  'resend-email-verification': {
    address: { limit: 20, windowMs: minutes(60) },
    account: { limit: 10, windowMs: minutes(60) },
  },
  'reset-password': {
    address: { limit: 10, windowMs: minutes(60) },
    account: { limit: 5, windowMs: minutes(60) },
  },
  'confirm-password-reset': {
    address: { limit: 20, windowMs: minutes(60) },
    account: { limit: 10, windowMs: minutes(60) },
  },
  // A browser refreshes once per access token (15 minutes), its tabs together (Web Locks) or, without them, each
  // tab once within the grace window (decision 008): 60 a family per 15 minutes is far above that, and an office
  // NAT of a few thousand people fits in 300 a minute. What it stops is a script hammering the endpoint.
  refresh: {
    address: { limit: 300, windowMs: minutes(1) },
    account: { limit: 60, windowMs: minutes(15) },
  },
}

export function authLimits(overrides: Partial<AuthLimits> = {}): AuthLimits {
  return { ...DEFAULT_AUTH_LIMITS, ...overrides }
}
