/**
 * The `err` serializer of the logger. An error is logged with its type, message, stack, own fields and
 * causes, like pino's standard serializer, with two exceptions for database errors:
 * - a failed query (drizzle's DrizzleQueryError: `query`, `params`, "Failed query: … params: …") keeps
 *   its SQL text but never its parameters, which hold emails, password hashes and token hashes;
 * - a driver error (pg / PGlite DatabaseError) keeps its SQLSTATE code, severity and the names of the
 *   table, column and constraint, but not `detail`, `where` or `internalQuery`, which quote row values.
 */

export type SerializedError = {
  type: string
  message: string
  stack?: string
  [key: string]: unknown
}

type ErrorLike = Error & Record<string, unknown>

/** A cause chain deeper than this is cut; a cycle is cut where it repeats. */
const MAX_CAUSES = 5
/** Enough to recognise the statement; the values are never in it. */
const MAX_QUERY_CHARS = 2000
/** A driver message can quote a value ("invalid input syntax for type uuid: …"): keep it short. */
const MAX_DRIVER_MESSAGE_CHARS = 300
/** The fields of a driver error that name things rather than quote values. */
const DRIVER_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine']
/** Fields that are rebuilt below or must not be copied as they are. */
const OWN_SKIPPED = new Set(['message', 'stack', 'cause', 'name', 'errors'])

/** A real error (an Error instance, from any realm); an already serialized one is a plain object. */
export function isErrorLike(value: unknown): value is ErrorLike {
  return value instanceof Error || Object.prototype.toString.call(value) === '[object Error]'
}

/** pg and PGlite raise a DatabaseError with a 5-character SQLSTATE and a severity (PGlite's also has params). */
function isDriverError(error: ErrorLike): boolean {
  return (
    typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)
  )
}

/** drizzle's DrizzleQueryError, or any other wrapper carrying a statement and its parameters. */
function isQueryError(error: ErrorLike): boolean {
  return typeof error.query === 'string' && Array.isArray(error.params) && !isDriverError(error)
}

/** The class name, else the name; PGlite's DatabaseError is minified ("O"), so driver errors get one. */
function typeOf(error: ErrorLike): string {
  if (isDriverError(error)) return 'DatabaseError'
  const constructorName = typeof error.constructor === 'function' ? error.constructor.name : ''
  if (constructorName && constructorName !== 'Error') return constructorName
  return typeof error.name === 'string' && error.name ? error.name : 'Error'
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)

/** The "    at …" lines of a stack, without the message lines above them (they may repeat params). */
export const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : ''

const causeOf = (error: ErrorLike): ErrorLike | undefined =>
  isErrorLike(error.cause) ? error.cause : undefined

/** The message of one link of the chain, with a failed query reduced to what failed and why. */
function ownMessage(error: ErrorLike): string {
  if (isQueryError(error)) return 'database query failed'
  if (isDriverError(error)) return truncate(error.message, MAX_DRIVER_MESSAGE_CHARS)
  return error.message
}

function ownStack(error: ErrorLike): string {
  if (isQueryError(error) || isDriverError(error)) {
    return `${typeOf(error)}: ${ownMessage(error)}\n${framesOf(error.stack)}`
  }
  return typeof error.stack === 'string' ? error.stack : `${typeOf(error)}: ${error.message}`
}

function ownFields(error: ErrorLike): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  if (isQueryError(error)) {
    fields.query = truncate(error.query as string, MAX_QUERY_CHARS)
    return fields
  }
  if (isDriverError(error)) {
    for (const key of DRIVER_FIELDS) if (error[key] !== undefined) fields[key] = error[key]
    if (typeof error.query === 'string') fields.query = truncate(error.query, MAX_QUERY_CHARS)
    return fields
  }
  for (const key of Object.keys(error)) {
    if (OWN_SKIPPED.has(key)) continue
    const value = error[key]
    fields[key] = isErrorLike(value) ? serializeError(value) : value
  }
  return fields
}

/** Walks the cause chain once: messages joined with ": ", stacks with "caused by:", like pino does. */
export function serializeError(value: unknown): unknown {
  if (!isErrorLike(value)) return value
  const chain: ErrorLike[] = [value]
  for (let next = causeOf(value); next && chain.length < MAX_CAUSES && !chain.includes(next);) {
    chain.push(next)
    next = causeOf(next)
  }
  const serialized: SerializedError = {
    type: typeOf(value),
    message: chain.map(ownMessage).join(': '),
    stack: chain.map(ownStack).join('\ncaused by: '),
    ...ownFields(value),
  }
  // The SQLSTATE of the first database error in the chain, where an operator looks for it first.
  const driver = chain.find(isDriverError)
  if (driver && serialized.code === undefined) serialized.code = driver.code
  if (isQueryError(value) && driver) {
    const { query, ...fields } = ownFields(driver)
    serialized.cause = { type: typeOf(driver), ...fields, ...(query === serialized.query ? {} : { query }) }
  }
  if (Array.isArray(value.errors)) serialized.aggregateErrors = value.errors.map(serializeError)
  return serialized
}
