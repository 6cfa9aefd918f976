import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { Logger } from '../logger'
import { getTestDatabase } from '../test/test-app'
import type { AppEnv } from '../core/app-env'
import { databaseRefusal } from './database-errors'
import { handleError } from './error-handler'

/** What the handler logged: level, object, message. */
type Call = { level: string; object: Record<string, unknown>; msg: string }

const SECRET = 'secret-value-7f3a'

/** A driver error as pg and PGlite raise it (SQLSTATE in `code`, a severity, a detail quoting values). */
function driverError(code: string, message = 'refused') {
  return Object.assign(new Error(message), {
    code,
    severity: 'ERROR',
    detail: `Key (email)=(${SECRET})`,
    table: 'users',
  })
}

/** drizzle's wrapper: the statement, its parameters (in `params` and in the message) and the cause. */
function queryError(cause: Error) {
  return Object.assign(new Error(`Failed query: select $1\nparams: ${SECRET}`), {
    name: 'DrizzleQueryError',
    query: 'select $1',
    params: [SECRET],
    cause,
  })
}

/** A tiny app whose one route throws `error`, answered by handleError with a recording logger. */
async function answer(error: unknown) {
  const calls: Call[] = []
  const record = (level: string) => (object: Record<string, unknown>, msg: string) =>
    calls.push({ level, object, msg })
  const logger = { warn: record('warn'), error: record('error') } as unknown as Logger
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('log', logger)
    await next()
  })
  app.get('/boom', () => {
    throw error
  })
  app.onError(handleError)
  const res = await app.request('/boom')
  const body = (await res.json()) as { success: boolean; error: { code: string; message: string } }
  return {
    status: res.status,
    code: body.error.code,
    message: body.error.message,
    calls,
    raw: JSON.stringify(body),
  }
}

describe('handleError: database refusals by SQLSTATE (issue 11)', () => {
  it.each([
    ['22P02', 400, 'VALIDATION_ERROR', 'Validation failed: a value is not in the expected format.'],
    [
      '22021',
      400,
      'VALIDATION_ERROR',
      'Validation failed: a value contains a character that is not allowed.',
    ],
    [
      '22P05',
      400,
      'VALIDATION_ERROR',
      'Validation failed: a value contains a character that is not allowed.',
    ],
    ['22003', 400, 'VALIDATION_ERROR', 'Validation failed: a number is out of range.'],
    ['22008', 400, 'VALIDATION_ERROR', 'Validation failed: a date is out of range or not a valid date.'],
    ['22007', 400, 'VALIDATION_ERROR', 'Validation failed: a date is out of range or not a valid date.'],
    ['23502', 400, 'VALIDATION_ERROR', 'Validation failed: a required value is missing.'],
    ['23514', 400, 'VALIDATION_ERROR', 'Validation failed: a value is not allowed here.'],
    ['23505', 409, 'CONFLICT_ERROR', 'This already exists.'],
  ])('%s → %i %s', async (sqlState, status, code, message) => {
    const result = await answer(queryError(driverError(sqlState)))
    expect({ status: result.status, code: result.code, message: result.message }).toEqual({
      status,
      code,
      message,
    })
    expect(result.calls).toEqual([
      {
        level: 'warn',
        msg: 'database refused the input',
        object: {
          code: sqlState,
          path: '/boom',
          method: 'GET',
          db: { code: sqlState, message: 'refused', severity: 'ERROR', table: 'users' },
        },
      },
    ])
  })

  it('23503 is a 404 when the row refers to a missing one, a 409 when others still refer to it', async () => {
    const missing = await answer(
      queryError(
        driverError('23503', 'insert or update on table "jobs" violates foreign key constraint "x"'),
      ),
    )
    expect([missing.status, missing.code]).toEqual([404, 'NOT_FOUND_ERROR'])
    const referenced = await answer(
      queryError(
        driverError('23503', 'update or delete on table "users" violates foreign key constraint "x"'),
      ),
    )
    expect([referenced.status, referenced.code]).toEqual([409, 'CONFLICT_ERROR'])
  })

  it('any other database error is a 500 with the catalogue text only, logged without parameters or detail', async () => {
    const result = await answer(
      queryError(driverError('53300', `too many connections ${SECRET}`.slice(0, 20))),
    )
    expect([result.status, result.code, result.message]).toEqual([
      500,
      'INTERNAL_ERROR',
      'An unexpected error occurred. Please try again.',
    ])
    expect(result.raw).not.toContain('53300')
    expect(result.calls).toHaveLength(1)
    expect(result.calls[0]).toMatchObject({
      level: 'error',
      msg: 'unhandled database error',
      object: { code: '53300' },
    })
    const logged = JSON.stringify(result.calls)
    expect(logged).not.toContain(SECRET)
    expect(logged).not.toContain('params')
  })

  it('a failed query without a driver error (a lost connection) is logged without its parameters', async () => {
    const result = await answer(queryError(new Error('Connection terminated')))
    expect(result.status).toBe(500)
    expect(JSON.stringify(result.calls)).not.toContain(SECRET)
  })

  it('an error code that merely looks like a SQLSTATE (EPIPE, no severity) is no database refusal', async () => {
    expect(databaseRefusal(Object.assign(new Error('pipe'), { code: '22P02' }))).toBeNull()
    const result = await answer(Object.assign(new Error('pipe'), { code: 'EPIPE' }))
    expect(result.status).toBe(500)
    expect(result.calls[0]?.msg).toBe('unhandled error')
  })

  it('recognises the errors the real driver raises (PGlite or PostgreSQL), through drizzle', async () => {
    const { db } = await getTestDatabase()
    const refusalOf = async (query: ReturnType<typeof sql>) => {
      const error = await db.execute(query).then(
        () => null,
        (e: unknown) => e,
      )
      return databaseRefusal(error)?.code ?? null
    }
    expect(await refusalOf(sql`select ${'not-a-uuid'}::uuid`)).toBe('VALIDATION_ERROR')
    expect(await refusalOf(sql`select ${'a\u0000b'}::text`)).toBe('VALIDATION_ERROR')
    expect(await refusalOf(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`)).toBe('VALIDATION_ERROR')
    expect(await refusalOf(sql`select ${'2147483648'}::int4`)).toBe('VALIDATION_ERROR')
    expect(await refusalOf(sql`select ${'2024-13-01'}::date`)).toBe('VALIDATION_ERROR')
  })
})
