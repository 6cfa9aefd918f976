import { describe, expect, it } from 'vitest'
import { isTokenValid, needsRefresh, tokenExpirySeconds } from './jwt'
import { fakeJwt } from './test-tokens'

const NOW = 1_800_000_000_000

describe('token validity (expiry in the future, or no expiry)', () => {
  it('reads exp', () => {
    expect(tokenExpirySeconds(fakeJwt({ exp: 123 }))).toBe(123)
  })
  it('is valid with exp in the future and invalid with exp in the past', () => {
    expect(isTokenValid(fakeJwt({ exp: NOW / 1000 + 10 }), NOW)).toBe(true)
    expect(isTokenValid(fakeJwt({ exp: NOW / 1000 - 1 }), NOW)).toBe(false)
  })
  it('treats a token without exp (or an opaque token) as valid', () => {
    expect(isTokenValid(fakeJwt({ sub: 'u1' }), NOW)).toBe(true)
    expect(isTokenValid('opaque-token', NOW)).toBe(true)
  })
  it('needs a refresh within the 300 s threshold only', () => {
    expect(needsRefresh(fakeJwt({ exp: NOW / 1000 + 301 }), NOW, 300)).toBe(false)
    expect(needsRefresh(fakeJwt({ exp: NOW / 1000 + 300 }), NOW, 300)).toBe(true)
    expect(needsRefresh(fakeJwt({ sub: 'x' }), NOW, 300)).toBe(false)
  })
})
