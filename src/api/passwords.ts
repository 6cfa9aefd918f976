import * as v from 'valibot'

/** Password rules of the reset screen (seed 2 §5), shared by the live checklist and the server. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    test: (p: string) => p.length >= 8,
    message: 'Password must be at least 8 characters long',
  },
  {
    id: 'upper',
    test: (p: string) => /[A-Z]/.test(p),
    message: 'Password must contain at least one uppercase letter',
  },
  {
    id: 'lower',
    test: (p: string) => /[a-z]/.test(p),
    message: 'Password must contain at least one lowercase letter',
  },
  { id: 'digit', test: (p: string) => /\d/.test(p), message: 'Password must contain at least one number' },
  {
    id: 'special',
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: 'Password must contain at least one special character',
  },
] as const

/**
 * The sign-up screen first asks for at least 6 characters (its own hint, seed 1 §5); the server, like the
 * reset screen, needs at least 8.
 */
export const SIGNUP_PASSWORD_MIN = 6
export const RESET_PASSWORD_MIN = 8

export const PASSWORD_RULES_SUMMARY = 'Please fix the password requirements below'
/** Upper bound so argon2 is never fed megabytes. */
export const PASSWORD_MAX_LENGTH = 128

const ruleCheck = (index: number) => {
  const rule = PASSWORD_RULES[index]!
  return v.check((password: string) => rule.test(password), rule.message)
}

/** A new password (reset, change): every rule of PASSWORD_RULES. */
export const StrongPasswordSchema = v.pipe(
  v.string('Please enter a new password'),
  v.minLength(1, 'Please enter a new password'),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  ruleCheck(0),
  ruleCheck(1),
  ruleCheck(2),
  ruleCheck(3),
  ruleCheck(4),
)

/** Sign-up password: seed 1 §5 asks at least 8 for the registration service (the screen shows its own 6-char hint first). */
export const SignupPasswordSchema = v.pipe(
  v.string('Password is required'),
  v.minLength(8, 'Password must be at least 8 characters long'),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
)
