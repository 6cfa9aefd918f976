import { describe, expect, it } from 'vitest'
import { validateSignup, type SignupValues } from './validate-signup'

const valid: SignupValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'ReelHire!2026',
  confirmPassword: 'ReelHire!2026',
  referralCode: '',
}

describe('validateSignup', () => {
  it('accepts a valid form', () => {
    expect(validateSignup(valid)).toEqual({})
  })
  it('requires first name, last name and email', () => {
    expect(validateSignup({ ...valid, firstName: ' ', lastName: '', email: '' })).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    })
  })
  it('checks the address shape', () => {
    expect(validateSignup({ ...valid, email: 'ada@example' }).email).toBe(
      'Please enter a valid email address',
    )
  })
  it('asks for 6 characters first, then the service’s 8', () => {
    expect(validateSignup({ ...valid, password: 'abc', confirmPassword: 'abc' }).password).toBe(
      'Password must be at least 6 characters long',
    )
    expect(validateSignup({ ...valid, password: 'abcdefg', confirmPassword: 'abcdefg' }).password).toBe(
      'Password must be at least 8 characters long',
    )
  })
  it('requires matching passwords', () => {
    expect(validateSignup({ ...valid, confirmPassword: 'other' }).confirmPassword).toBe(
      'Passwords do not match',
    )
  })
})
