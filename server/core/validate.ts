import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from './app-env'
import { AppError } from './app-error'
import { rejectForbiddenText } from './forbidden-text'
import { documentHandler } from './openapi/handler-docs'

export type ValidationIssue = { path: string; message: string }

const JSON_CONTENT_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i

/** 'Validation failed: ' + 'path: message' per issue, joined by commas (spec: validation rules). */
export function validationError(issues: readonly v.BaseIssue<unknown>[]): AppError {
  const list: ValidationIssue[] = issues.map((issue) => ({
    path: v.getDotPath(issue) ?? 'body',
    message: issue.message,
  }))
  const text = list.map((issue) => `${issue.path}: ${issue.message}`).join(', ')
  return new AppError(ErrorCode.VALIDATION_ERROR, {
    message: `Validation failed: ${text}`,
    details: { issues: list },
  })
}

/**
 * Parses with `schema` or throws the VALIDATION_ERROR above. Every input of every route passes here (JSON
 * bodies, query strings, multipart text fields), so this is where the text rule of forbidden-text.ts is
 * enforced: a NUL or a lone surrogate anywhere in the input — or in what the schema decoded from it, such
 * as the JSON inside a form field — is a VALIDATION_ERROR naming the field, before any handler sees it.
 */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  rejectForbiddenText(input)
  const result = v.safeParse(schema, input)
  if (!result.success) throw validationError(result.issues)
  rejectForbiddenText(result.output)
  return result.output
}

type Validated<Target extends 'json' | 'query', S extends v.GenericSchema> = {
  in: { [K in Target]: v.InferInput<S> }
  out: { [K in Target]: v.InferOutput<S> }
}

/**
 * Reads the body as JSON and validates it; the handler gets it from `c.req.valid('json')`.
 * A non-JSON content type is 415, unparseable JSON 400, both with code VALIDATION_ERROR (the size limit
 * is bodyLimit's job, before this). Request schemas are strict objects: unknown keys are rejected.
 * The schema is also the route's request body in the generated reference (server/core/openapi).
 */
export function validateJson<S extends v.GenericSchema>(
  schema: S,
): MiddlewareHandler<AppEnv, string, Validated<'json', S>> {
  const validate: MiddlewareHandler<AppEnv, string, Validated<'json', S>> = async (c, next) => {
    if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new AppError(ErrorCode.VALIDATION_ERROR, {
        status: 415,
        message: 'Content-Type must be application/json',
      })
    }
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      throw new AppError(ErrorCode.VALIDATION_ERROR, { message: 'Malformed JSON in request body' })
    }
    c.req.addValidatedData('json', parseOrThrow(schema, body) as object)
    await next()
  }
  return documentHandler(validate, { kind: 'input', target: 'json', schema })
}

/**
 * Validates the query string (single values); the handler gets it from `c.req.valid('query')`. The schema's
 * entries are the route's query parameters in the generated reference.
 */
export function validateQuery<S extends v.GenericSchema>(
  schema: S,
): MiddlewareHandler<AppEnv, string, Validated<'query', S>> {
  const validate: MiddlewareHandler<AppEnv, string, Validated<'query', S>> = async (c, next) => {
    c.req.addValidatedData('query', parseOrThrow(schema, c.req.query()) as object)
    await next()
  }
  return documentHandler(validate, { kind: 'input', target: 'query', schema })
}
