import * as v from 'valibot'
import { FailureEnvelopeSchema, SuccessEnvelopeSchema } from '@/api/envelope'
import { ERROR_CATALOGUE, ErrorCode } from '@/api/errors'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import type { OutboxEntry, OutboxError } from './types'

/** What one HTTP exchange of an entry means for the queue (decision 011, "Outcome rules"). */
export type SendOutcome =
  | { kind: 'sent'; data: unknown }
  /** Try again later, in order: network error, timeout, 5xx, 408, 429, 409 REQUEST_IN_PROGRESS. */
  | { kind: 'retry'; error: OutboxError; retryAfterMs?: number }
  /** 401: the session must be refreshed (or the user sign in again) before this entry can go. */
  | { kind: 'unauthorized'; error: OutboxError }
  /** 409 VERSION_CONFLICT: the resource changed elsewhere; the feature refetches it. */
  | { kind: 'conflict'; error: OutboxError }
  /** Any other 4xx: the server refuses this write; the user decides (Retry / Discard). */
  | { kind: 'failed'; error: OutboxError }

export type SendRequest = {
  fetch: (url: string, init: RequestInit) => Promise<Response>
  url: string
  token: string
  body: unknown
  timeoutMs: number
  now: () => number
}

/** Joins the API base (ending in /api, absolute or not) and an entry's path ('/api/Billing/cart'). */
export function outboxUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '')
  const rest = path.replace(/^\/+/, '').replace(/^api(?:\/|$)/i, '')
  return rest ? `${base}/${rest}` : base
}

const TIMED_OUT = Symbol('timed-out')

export async function sendEntry(entry: OutboxEntry, request: SendRequest): Promise<SendOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${request.token}`,
    [IDEMPOTENCY_HEADER]: entry.id,
  }
  const init: RequestInit = { method: entry.method, headers }
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(request.body)
  }

  const controller = new AbortController()
  init.signal = controller.signal
  let timer: ReturnType<typeof setTimeout> | undefined
  // The race makes the timeout hold even for a fetch that ignores its signal.
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(TIMED_OUT)
    }, request.timeoutMs)
  })
  let response: Response
  let text: string
  try {
    const exchange = request.fetch(request.url, init).then(async (res) => ({ res, text: await res.text() }))
    exchange.catch(() => undefined)
    const result = await Promise.race([exchange, timeout])
    if (result === TIMED_OUT) return { kind: 'retry', error: { message: 'The request timed out' } }
    response = result.res
    text = result.text
  } catch (error) {
    const reason = error instanceof Error && error.message ? `: ${error.message}` : ''
    return { kind: 'retry', error: { message: `Network error${reason}` } }
  } finally {
    clearTimeout(timer)
  }
  return classify(response, text, request.now())
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

function errorOf(status: number, json: unknown): OutboxError {
  const parsed = v.safeParse(FailureEnvelopeSchema, json)
  if (parsed.success) return { status, code: parsed.output.error.code, message: parsed.output.error.message }
  const fallback = status === 401 ? ERROR_CATALOGUE.AUTHENTICATION_ERROR.message : `HTTP ${status}`
  return { status, message: fallback }
}

/** Retry-After in seconds or as an HTTP date, in ms from now. */
function retryAfterMs(response: Response, now: number): number | undefined {
  const value = response.headers.get('Retry-After')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function classify(response: Response, text: string, now: number): SendOutcome {
  const { status } = response
  const json = parseJson(text)
  if (response.ok) {
    const envelope = v.safeParse(SuccessEnvelopeSchema, json)
    return { kind: 'sent', data: envelope.success ? envelope.output.data : json }
  }
  const error = errorOf(status, json)
  if (status === 401) return { kind: 'unauthorized', error }
  if (status === 409 && error.code === ErrorCode.VERSION_CONFLICT) return { kind: 'conflict', error }
  const transient =
    status >= 500 ||
    status < 400 ||
    status === 408 ||
    status === 429 ||
    (status === 409 && error.code === ErrorCode.REQUEST_IN_PROGRESS)
  if (!transient) return { kind: 'failed', error }
  const after = retryAfterMs(response, now)
  return after === undefined ? { kind: 'retry', error } : { kind: 'retry', error, retryAfterMs: after }
}
