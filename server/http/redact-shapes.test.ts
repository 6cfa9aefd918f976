import { describe, expect, it } from 'vitest'
import { redactSecretShapes } from './redact-shapes'

const HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Boszky0qQX/dFVzg5WWw2Q$wxFKvAv2LIr8H5Gq0blavm4kFDf7WhOnzNuGwLJCtco'
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1LTEiLCJzaWQiOiJzLTEifQ.Zm9vYmFyYmF6cXV4LXNpZ25hdHVyZQ'

/** The scrubber works on finished log lines: JSON text. */
const line = (value: unknown) => JSON.stringify({ msg: value })
const scrub = (value: unknown) => JSON.parse(redactSecretShapes(line(value))) as { msg: unknown }

describe('redactSecretShapes', () => {
  it.each([
    ['an argon2id hash', `stored ${HASH} for ada`, `stored [redacted password hash] for ada`],
    [
      'an argon2i hash without a version',
      '$argon2i$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
      '[redacted password hash]',
    ],
    ['a bcrypt hash', `$2b$10$${'a'.repeat(53)}`, '[redacted password hash]'],
    ['a JWT', `token ${JWT}.`, 'token [redacted jwt].'],
    ['an unsigned JWT', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.', '[redacted jwt]'],
    [
      'a bearer credential',
      'authorization: Bearer opaque-credential-123',
      'authorization: Bearer [redacted]',
    ],
    [
      'a reset link',
      'http://localhost:8080/reset-password?userId=u-1&token=pBGIBKHIn-RI3umCTKbB3WwX',
      'http://localhost:8080/reset-password?userId=u-1&token=[redacted]',
    ],
    [
      'a confirmation link',
      'see /confirm-email?userId=u-1&code=Ah1WZCOp27s5SnUQ then sign in',
      'see /confirm-email?userId=u-1&code=[redacted] then sign in',
    ],
    ['an HTML-escaped link', 'href="/x?a=1&amp;token=abc123"', 'href="/x?a=1&amp;token=[redacted]"'],
    ['an OAuth fragment', '/cb#access_token=abc.def&state=s1', '/cb#access_token=[redacted]&state=s1'],
    ['a card number in groups', 'paid with 4242 4242 4242 4242 ok', 'paid with [redacted card number] ok'],
    ['a card number with dashes', 'card 4000-0000-0000-9995', 'card [redacted card number]'],
    ['a card number in one run', 'n=4000000000000002', 'n=[redacted card number]'],
    [
      'an otpauth URI',
      'otpauth://totp/ReelHire:ada?secret=JBSWY3DPEHPK3PXP&issuer=ReelHire',
      'otpauth://totp/ReelHire:ada?secret=[redacted]&issuer=ReelHire',
    ],
    [
      'a password in a URL',
      'postgres://app:s3cret@db:5432/reelhire',
      'postgres://app:[redacted]@db:5432/reelhire',
    ],
  ])('replaces %s', (_label, input, expected) => {
    expect(scrub(input).msg).toBe(expected)
  })

  it('drops the parameter list of a failed query, keeping the SQL and the stack frames', () => {
    const message = `Failed query: insert into "users" ("email") values ($1)\nparams: ada@example.com,"quoted",${HASH},A\u0000da`
    const stack = `Error: ${message}\n    at insertUser (user-records.ts:53:18)\ncaused by: error: invalid byte`
    const out = redactSecretShapes(JSON.stringify({ err: { message, stack } }))
    const parsed = JSON.parse(out) as { err: { message: string; stack: string } }
    expect(out).not.toContain('params:')
    expect(out).not.toContain('ada@example.com')
    expect(out).not.toContain('argon2')
    expect(parsed.err.message).toBe(
      'Failed query: insert into "users" ("email") values ($1) [query parameters redacted]',
    )
    expect(parsed.err.stack).toContain(
      '[query parameters redacted]\n    at insertUser (user-records.ts:53:18)',
    )
    expect(parsed.err.stack).toContain('\ncaused by: error: invalid byte')
  })

  it('leaves ordinary lines alone', () => {
    for (const text of [
      'request',
      'GET /api/Job/search?q=designer&page=2',
      'Bearer token missing',
      'basic information about plans',
      'ada@example.com signed in',
      'price $20 per seat',
      'eyJ alone is not a token',
    ]) {
      expect(scrub(text).msg).toBe(text)
    }
  })

  it('keeps the line valid JSON whatever surrounds a secret', () => {
    const tricky = `"${HASH}"\\${JWT}\\"?token=a"b\\c&code=x\\ny`
    expect(() => JSON.parse(redactSecretShapes(line(tricky)))).not.toThrow()
    expect(redactSecretShapes(line(tricky))).not.toContain('argon2')
  })
})
