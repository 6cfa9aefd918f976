import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

const HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Boszky0qQX/dFVzg5WWw2Q$wxFKvAv2LIr8H5Gq0blavm4kFDf7WhOnzNuGwLJCtco'
const EMAIL = 'ada-secret@example.com'
const SQL = 'insert into "users" ("email", "password_hash", "first_name") values ($1, $2, $3)'

function capture(level = 'debug') {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  const logger = createLogger({ level, destination })
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  return { logger, lines, parsed }
}

/** What pg and PGlite raise for a NUL byte in a text parameter (PGlite adds the query and params). */
function driverError() {
  return Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    severity: 'ERROR',
    code: '22021',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    where: `unnamed portal parameter $1 = '${EMAIL}'`,
    routine: 'report_invalid_encoding',
    query: SQL,
    params: [EMAIL, HASH, 'A\u0000da'],
  })
}

/** drizzle's DrizzleQueryError as thrown, without importing drizzle: query, params, the driver cause. */
function queryErrorLike() {
  const error = new Error(`Failed query: ${SQL}\nparams: ${EMAIL},${HASH},A\u0000da`, {
    cause: driverError(),
  })
  error.name = 'DrizzleQueryError'
  return Object.assign(error, { query: SQL, params: [EMAIL, HASH, 'A\u0000da'] })
}

describe('logger: redaction by key', () => {
  it('redacts credentials at the top level and nested', () => {
    const { logger, lines } = capture('info')
    logger.info(
      {
        password: 'hunter2',
        headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' },
        report: { context: { refreshToken: 'rt-1' } },
      },
      'x',
    )
    const line = lines.join('')
    for (const secret of ['hunter2', 'Bearer abc.def', 'sid=1', 'rt-1']) expect(line).not.toContain(secret)
    expect(line).toContain('[redacted]')
  })

  it('redacts at any depth, in arrays, in every spelling of a key, without touching the logged object', () => {
    const { logger, parsed } = capture()
    const logged = {
      a: { b: { c: { d: { e: { passwordHash: 'ph-1', password_hash: 'ph-2', 'Set-Cookie': 'sid=2' } } } } },
      list: [{ user: { totpSecret: 'ts-1', tempAuthToken: 'tt-1', 'x-api-key': 'ak-1', otp: '123456' } }],
    }
    logger.info(logged, 'deep')
    const line = JSON.stringify(parsed()[0])
    for (const secret of ['ph-1', 'ph-2', 'sid=2', 'ts-1', 'tt-1', 'ak-1', '123456']) {
      expect(line).not.toContain(secret)
    }
    expect(parsed()[0]).toMatchObject({ a: { b: { c: { d: { e: { passwordHash: '[redacted]' } } } } } })
    expect(logged.a.b.c.d.e.passwordHash).toBe('ph-1')
  })

  it('keeps useful fields: error codes, SQLSTATEs, flags, ids, counts, emails, idempotency keys', () => {
    const { logger, parsed } = capture()
    const kept = {
      code: 'VALIDATION_ERROR',
      sqlState: { code: '23505' },
      node: { code: 'ECONNRESET' },
      exit: { code: 1 },
      hasPassword: true,
      refreshToken: null,
      userId: 'u-1',
      key: 'idem-1',
      to: 'someone@example.com',
      tokens: 3,
      referralCode: 'FRIEND-42',
    }
    logger.info(kept, 'kept')
    expect(parsed()[0]).toMatchObject(kept)
  })

  it('redacts a code that looks like a secret (sign-in code, confirmation code)', () => {
    const { logger, parsed } = capture()
    logger.info({ code: '513929', link: { code: 'Ah1WZCOp27s5SnUQzTfYzp-pNMdkROdm97BDFLFACIQ' } }, 'codes')
    expect(parsed()[0]).toMatchObject({ code: '[redacted]', link: { code: '[redacted]' } })
  })

  it('redacts child bindings and survives cycles', () => {
    const { logger, lines } = capture()
    const cyclic: Record<string, unknown> = { name: 'loop', token: 'tok-1' }
    cyclic.self = cyclic
    logger.child({ session: { accessToken: 'at-1' } }).info({ cyclic }, 'child')
    const line = lines.join('')
    expect(line).not.toContain('at-1')
    expect(line).not.toContain('tok-1')
    expect(line).toContain('[Circular]')
  })
})

describe('logger: database errors', () => {
  it.each([
    ['a DrizzleQueryError-like error', queryErrorLike],
    ['a real DrizzleQueryError', () => new DrizzleQueryError(SQL, [EMAIL, HASH, 'A\u0000da'], driverError())],
  ])('logs %s without its params, keeping the SQLSTATE and a short message', (_label, make) => {
    const { logger, lines, parsed } = capture()
    const error = make()
    logger.error({ err: error, path: '/api/Auth/register' }, 'unhandled error')
    logger.error(error)
    logger.warn({ context: { deep: { deeper: { failure: error } } } }, 'nested')
    logger.error({ err: new Error('insert failed', { cause: error }) }, 'wrapped')
    const text = lines.join('')
    expect(text).not.toContain('$argon2')
    expect(text).not.toContain(EMAIL)
    expect(text).not.toContain('params:')
    expect(text).not.toContain('\\u0000')

    const err = parsed()[0]?.err as { cause: object; stack: string }
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'database query failed: invalid byte sequence for encoding "UTF8": 0x00',
      code: '22021',
      query: SQL,
      cause: { type: 'DatabaseError', code: '22021', severity: 'ERROR', routine: 'report_invalid_encoding' },
    })
    // detail and where quote row values; the names of things stay.
    expect(Object.keys(err.cause).sort()).toEqual(['code', 'routine', 'severity', 'type'])
    expect(err.stack).toMatch(/^DrizzleQueryError: database query failed\n\s+at /)
    expect(parsed()[3]?.err).toMatchObject({
      message: expect.stringMatching(/^insert failed: database query/),
    })
  })
})

describe('logger: redaction by shape', () => {
  it('scrubs hashes, JWTs, bearer credentials and token links from messages and any field', () => {
    const { logger, lines } = capture()
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ'
    logger.info(
      { note: `stored ${HASH}`, header: `Bearer ${jwt}`, nested: { a: { b: { c: { jwt_like: jwt } } } } },
      `visit https://app.test/reset-password?userId=u1&token=rt-secret-123 or /confirm-email?code=cc-secret-1`,
    )
    logger.info('sign in with %s', `Bearer opaque-credential-123`)
    const text = lines.join('')
    for (const secret of ['$argon2', jwt, 'rt-secret-123', 'cc-secret-1', 'opaque-credential-123']) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('userId=u1')
  })
})
