import { describe, expect, it } from 'vitest'
import { REDACTED, redactSecretKeys } from './redact-keys'

describe('redactSecretKeys', () => {
  it('hides payment card fields at any depth, and keeps what identifies a purchase', () => {
    const logged = redactSecretKeys({
      body: { cardNumber: '4242 4242 4242 4242', cvc: '123', expiry: '12/34', card: { last4: '4242' } },
      invoice: { number: 'RH-1A2B3C4D-0001', totalCents: 28656 },
    })
    expect(logged).toEqual({
      body: { cardNumber: REDACTED, cvc: REDACTED, expiry: REDACTED, card: REDACTED },
      invoice: { number: 'RH-1A2B3C4D-0001', totalCents: 28656 },
    })
  })

  it('hides passwords and tokens as before', () => {
    expect(redactSecretKeys({ newPassword: 'x', refreshToken: 'y', userId: 'u-1' })).toEqual({
      newPassword: REDACTED,
      refreshToken: REDACTED,
      userId: 'u-1',
    })
  })
})
