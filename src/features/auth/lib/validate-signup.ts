import { RESET_PASSWORD_MIN, SIGNUP_PASSWORD_MIN } from '@/api/passwords'

export type SignupValues = {
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  referralCode: string
}
export type SignupErrors = Partial<Record<keyof SignupValues, string>>
export const SIGNUP_FIELDS: readonly (keyof SignupValues)[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'referralCode',
]

// The spec's "simple address pattern": something@something.something, no spaces.
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Sign-up rules: names and email (a simple address) required, passwords match. The screen's minimum is 6
 * characters, but the registration service needs 8, so 6–7 characters get the service's rule here instead of
 * a round trip that must fail.
 */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {}
  if (!values.firstName.trim()) errors.firstName = 'First name is required'
  if (!values.lastName.trim()) errors.lastName = 'Last name is required'
  if (!values.email.trim()) errors.email = 'Email is required'
  else if (!SIMPLE_EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address'
  if (values.password.length < SIGNUP_PASSWORD_MIN)
    errors.password = `Password must be at least ${SIGNUP_PASSWORD_MIN} characters long`
  else if (values.password.length < RESET_PASSWORD_MIN)
    errors.password = `Password must be at least ${RESET_PASSWORD_MIN} characters long`
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match'
  if (values.referralCode.trim().length > 64) errors.referralCode = 'Referral code is too long'
  return errors
}
