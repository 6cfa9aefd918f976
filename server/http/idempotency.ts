import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ErrorCode } from '@/api/errors'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/api/offline'
import {
  abandonIdempotentRequest,
  beginIdempotentRequest,
  completeIdempotentRequest,
  idempotencyScope,
  requestFingerprint,
  sweepExpiredIdempotencyKeys,
  type IdempotencyClaim,
} from './idempotency-store'
import type { AppEnv } from '../core/app-env'
import { fail } from '../core/envelope'
import { serviceContext } from '../core/service-context'

/** Set on a response that is a stored earlier response, not a new run of the handler. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Endpoints whose responses are never stored: they issue credentials (access and refresh tokens, the
 * two-factor temp token, a TOTP secret). A stored response would keep live tokens in a database table for
 * 24 h, readable by anyone with a backup or read access to it, and replayable to whoever presents the
 * same key and body. Retrying these is harmless anyway (a second sign-in is just another session).
 * For them the header is accepted and ignored. Matched on the routed path, case-insensitively.
 */
const CREDENTIAL_ENDPOINTS: readonly RegExp[] = [
  /^\/api\/Auth\/login$/i, // access + refresh token, or the two-factor temp token
  /^\/api\/Auth\/verify-2fa$/i, // access + refresh token
  /^\/api\/Auth\/refresh$/i, // a rotated refresh token
  /^\/api\/Auth\/two-factor(\/|$)/i, // TOTP secret and otpauth URL (setup); keep the whole area out
  /^\/api\/account\/switch$/i, // a new access token for the other account
]

/** Statuses that depend on the moment or on the credentials, not on the request: a retry must run again. */
const TRANSIENT_4XX = new Set([401, 403, 408, 409, 429])

/** Expired rows are deleted at most once a minute per process, a bounded batch at a time. */
const SWEEP_INTERVAL_MS = 60_000
const SWEEP_BATCH = 500

const BEARER = /^Bearer\s+(\S+)$/i // the same parse as requireAuth

/**
 * Idempotent writes (decision 011) for every mutating /api request that carries an
 * `Idempotency-Key`: the first response (2xx, or a 4xx that a retry would get again) is stored for 24 h
 * and replayed for the same key; the same key with another request is 422, and while the first request
 * still runs 409. Keys are scoped per user ('anonymous' without a valid session). Requests without the
 * header run as usual.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  let nextSweepAt = 0
  return async (c, next) => {
    if (!MUTATING_METHODS.has(c.req.method)) return next()
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (key === undefined) return next()
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return fail(c, ErrorCode.VALIDATION_ERROR, {
        message: `Validation failed: ${IDEMPOTENCY_HEADER}: must be 1 to 255 visible ASCII characters`,
      })
    }
    if (isCredentialEndpoint(c.req.path)) return next()

    const { db, env, now, logger } = c.var.deps
    const started = now()
    if (started.getTime() >= nextSweepAt) {
      nextSweepAt = started.getTime() + SWEEP_INTERVAL_MS
      try {
        // A full batch means more are waiting: allow the next request to continue the sweep.
        if ((await sweepExpiredIdempotencyKeys(db, started, SWEEP_BATCH)) === SWEEP_BATCH) nextSweepAt = 0
      } catch (error) {
        logger.warn({ err: error }, 'sweeping expired idempotency keys failed')
      }
    }

    const bearer = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
    const scope = await idempotencyScope(serviceContext(c), bearer)
    // bodyLimit ran before: the body is bounded. The bytes stay cached for the handler's own read.
    const body = new Uint8Array(await c.req.arrayBuffer())
    const requestHash = requestFingerprint(env.JWT_SECRET, {
      method: c.req.method,
      path: c.req.path,
      query: [...new URL(c.req.url).searchParams],
      body,
    })
    const begin = await beginIdempotentRequest(db, { scope, key }, requestHash, started)
    switch (begin.kind) {
      case 'mismatch':
        return fail(c, ErrorCode.IDEMPOTENCY_KEY_REUSED)
      case 'in-progress':
        c.header('Retry-After', '1')
        return fail(c, ErrorCode.REQUEST_IN_PROGRESS)
      case 'replay':
        return c.body(begin.body, begin.status as ContentfulStatusCode, {
          'Content-Type': 'application/json; charset=UTF-8',
          [IDEMPOTENT_REPLAYED_HEADER]: 'true',
        })
      case 'run':
        break
    }

    try {
      await next()
    } catch (error) {
      // Errors are normally turned into a response before they reach here (app.onError); be safe anyway.
      await release(begin.claim)
      throw error
    }
    const res = c.res
    if (!isStorable(res)) {
      await release(begin.claim)
      return
    }
    try {
      const text = await res.clone().text()
      const stored = await completeIdempotentRequest(
        db,
        begin.claim,
        { status: res.status, body: text },
        now(),
      )
      if (!stored) c.var.log.warn({ key, scope }, 'idempotency key was taken over before completion')
    } catch (error) {
      // The handler's work is done and its response stands; only the record is lost, so release the key.
      c.var.log.error({ err: error, key, scope }, 'storing an idempotent response failed')
      await release(begin.claim)
    }

    async function release(claim: IdempotencyClaim) {
      try {
        await abandonIdempotentRequest(db, claim)
      } catch (error) {
        // The row stays 'running' and becomes stale after IDEMPOTENCY_STALE_RUNNING_MS: retries recover.
        c.var.log.error(
          { err: error, key: claim.key, scope: claim.scope },
          'releasing an idempotency key failed',
        )
      }
    }
  }
}

export function isCredentialEndpoint(path: string): boolean {
  const normalized = path.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1')
  return CREDENTIAL_ENDPOINTS.some((pattern) => pattern.test(normalized))
}

/** 2xx and the 4xx a retry would get again, with a JSON body (every /api response is an envelope). */
function isStorable(res: Response): boolean {
  const { status } = res
  const storableStatus =
    (status >= 200 && status < 300) || (status >= 400 && status < 500 && !TRANSIENT_4XX.has(status))
  return storableStatus && /^application\/json\b/i.test(res.headers.get('content-type') ?? '')
}
