import { ErrorCode } from '@/api/errors'

/**
 * The last line of defence of issue 11: input that validation let through but the database refused.
 * drizzle wraps the driver's error (DrizzleQueryError, whose message and `params` hold the query's values);
 * pg and PGlite both put the SQLSTATE in the driver error's `code`. A refusal caused by the input is a 4xx;
 * anything else stays a 500.
 */

export type DatabaseRefusal = { code: ErrorCode; message: string }

const invalid = (message: string): DatabaseRefusal => ({ code: ErrorCode.VALIDATION_ERROR, message })
const NOT_ALLOWED = invalid('Validation failed: a value contains a character that is not allowed.')
const OUT_OF_RANGE = invalid('Validation failed: a number is out of range.')
const BAD_DATE = invalid('Validation failed: a date is out of range or not a valid date.')

/** SQLSTATE → the answer (PostgreSQL appendix A). FK violations depend on the statement: see below. */
const REFUSALS: Record<string, DatabaseRefusal> = {
  '22P02': invalid('Validation failed: a value is not in the expected format.'), // invalid_text_representation
  '22021': NOT_ALLOWED, // character_not_in_repertoire (invalid byte sequence, NUL)
  '22P05': NOT_ALLOWED, // untranslatable_character (\u0000 in JSON)
  '22003': OUT_OF_RANGE, // numeric_value_out_of_range
  '2201W': OUT_OF_RANGE, // invalid_row_count_in_limit_clause
  '2201X': OUT_OF_RANGE, // invalid_row_count_in_result_offset_clause
  '22008': BAD_DATE, // datetime_field_overflow
  '22007': BAD_DATE, // invalid_datetime_format
  '22001': invalid('Validation failed: a value is too long.'), // string_data_right_truncation
  '54000': invalid('Validation failed: a value is too large.'), // program_limit_exceeded (index row, tsvector)
  '23502': invalid('Validation failed: a required value is missing.'), // not_null_violation
  '23514': invalid('Validation failed: a value is not allowed here.'), // check_violation
  '23505': { code: ErrorCode.CONFLICT_ERROR, message: 'This already exists.' }, // unique_violation
}

/** 23503 on insert/update: the row refers to one that does not exist; on delete: others still refer to it. */
const MISSING_REFERENCE: DatabaseRefusal = {
  code: ErrorCode.NOT_FOUND_ERROR,
  message: 'Something this refers to was not found.',
}
const STILL_REFERENCED: DatabaseRefusal = {
  code: ErrorCode.CONFLICT_ERROR,
  message: 'This is still in use and cannot be removed.',
}

type DriverError = { code: string; message: string; [key: string]: unknown }

const SQLSTATE = /^[0-9A-Z]{5}$/

/** The first error in the cause chain (at most 5 deep) that carries a SQLSTATE, i.e. the driver's. */
export function driverErrorOf(error: unknown): DriverError | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as Record<string, unknown>
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && 'severity' in candidate) {
      return { ...candidate, code: candidate.code, message: String(candidate.message ?? '') }
    }
    current = candidate.cause
  }
  return null
}

/** True when any error of the cause chain keeps a query's parameters (drizzle's wrapper, PGlite's error). */
export function carriesQueryParams(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if (Array.isArray((current as { params?: unknown }).params)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The 4xx answer for a database refusal caused by the input, or null (a 500: not the client's doing). */
export function databaseRefusal(error: unknown): DatabaseRefusal | null {
  const driver = driverErrorOf(error)
  if (!driver) return null
  if (driver.code === '23503')
    return /^update or delete on/i.test(driver.message) ? STILL_REFERENCED : MISSING_REFERENCE
  return REFUSALS[driver.code] ?? null
}

/** A driver message can quote a value ('invalid input syntax for type uuid: "…"'): keep it short. */
const MAX_MESSAGE_CHARS = 200

/**
 * What a driver error may log: its code, a short message and the names of what failed — never its detail
 * (it quotes row values), its `where`, nor the query parameters its wrapper or PGlite keep.
 */
export function driverErrorSummary(driver: DriverError): Record<string, unknown> {
  const summary: Record<string, unknown> = {
    code: driver.code,
    message:
      driver.message.length > MAX_MESSAGE_CHARS
        ? `${driver.message.slice(0, MAX_MESSAGE_CHARS)}…`
        : driver.message,
  }
  for (const key of ['severity', 'table', 'column', 'constraint', 'routine'])
    if (typeof driver[key] === 'string') summary[key] = driver[key]
  return summary
}
