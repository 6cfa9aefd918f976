import * as v from 'valibot'
import { API_TIMEOUT_MS } from '@/config/api-requests'
import { ErrorCode } from '@/api/errors'
import { getRuntimeConfig } from '@/config/runtime-config'
import { logger as defaultLogger, type Logger } from '@/lib/logger'
import { buildApiUrl, type QueryParams } from './api-base'
import { ApiError, toApiError, type ApiErrorContext } from './api-error'
import {
  AUTH_LOGOUT_EVENT,
  clearStoredCredentials,
  getAccessTokenRefresher,
  readAuthToken,
  type AccessTokenRefresher,
  type TokenStorage,
} from './auth-storage'
import { networkError, timeoutError } from './error-mapping'
import { parseApiResponse } from './parse-response'
import { backoffDelay, isRetryable, MAX_RETRIES } from './retry'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type ApiRequestOptions<TSchema extends v.GenericSchema> = {
  method?: HttpMethod
  body?: unknown
  query?: QueryParams
  /** Checks the envelope's `data`; its output is what the call resolves to. */
  schema: TSchema
  signal?: AbortSignal
  headers?: Record<string, string>
}

export type ApiClientDeps = {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  storage?: TokenStorage | undefined
  location?: Pick<Location, 'assign'> | undefined
  events?: Pick<EventTarget, 'dispatchEvent'> | undefined
  baseUrl?: () => string
  logger?: Pick<Logger, 'error'>
  timeoutMs?: number
  /** Asked once on a 401 before logging out; defaults to the one the session layer registered. */
  refreshAccessToken?: () => AccessTokenRefresher | null
}

/** Hears whether requests reach the server (the sync layer's lie-fi detection); registered, not imported. */
export type NetworkReporter = { failure: () => void; success: () => void }
let networkReporter: NetworkReporter | null = null

export function registerNetworkReporter(reporter: NetworkReporter | null): void {
  networkReporter = reporter
}

const TIMEOUT = Symbol('timeout')
/** Thrown inside one request when the session refreshed the token: send it again with the new one. */
const RETRY_WITH_NEW_TOKEN = Symbol('retry-with-new-token')

/**
 * The API client: base URL, bearer token and cookies, 30 s timeout, retries with backoff, envelope checks and
 * error mapping. Every dependency is injectable so tests run without timers or a network.
 */
export function createApiClient(deps: ApiClientDeps = {}) {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const baseUrl = deps.baseUrl ?? (() => getRuntimeConfig().apiBaseUrl)
  const log = deps.logger ?? defaultLogger
  const timeoutMs = deps.timeoutMs ?? API_TIMEOUT_MS
  const refresherFor = deps.refreshAccessToken ?? getAccessTokenRefresher

  /**
   * Ends the session. Only when a bearer token was sent: a 401 to a signed-out visitor (a wrong password
   * at login, a public page probing /Users/me) has no session to end and must not bounce them to '/'.
   */
  function logout(): void {
    clearStoredCredentials(deps.storage)
    deps.events?.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT))
    deps.location?.assign('/')
  }

  async function attemptOnce<TSchema extends v.GenericSchema>(
    url: string,
    init: RequestInit,
    options: ApiRequestOptions<TSchema>,
    context: ApiErrorContext,
    sentToken: string | null,
    mayRefresh: boolean,
  ): Promise<v.InferOutput<TSchema>> {
    const controller = new AbortController()
    const onCallerAbort = () => controller.abort(options.signal?.reason)
    options.signal?.addEventListener('abort', onCallerAbort, { once: true })
    const timer = setTimeout(() => controller.abort(TIMEOUT), timeoutMs)
    let response: Response
    let text: string
    try {
      response = await doFetch(url, { ...init, signal: controller.signal })
      text = await response.text()
      networkReporter?.success()
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason
      networkReporter?.failure()
      throw controller.signal.reason === TIMEOUT ? timeoutError(context) : networkError(context, error)
    } finally {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onCallerAbort)
    }

    const parsed = parseApiResponse(response, text, options.schema, context)
    if (parsed.ok) return parsed.data
    if ('contract' in parsed) throw contractError(parsed.contract, response.status, context)
    if (parsed.mapped.logout && sentToken !== null) {
      // An expired or revoked access token: one refresh (shared by all tabs) may save the request.
      const refresher = refresherFor()
      if (mayRefresh && refresher && parsed.mapped.error.code === ErrorCode.AUTHENTICATION_ERROR) {
        if (await refresher(sentToken).catch(() => false)) throw RETRY_WITH_NEW_TOKEN
      }
      logout()
    }
    throw parsed.mapped.error
  }

  async function apiRequest<TSchema extends v.GenericSchema>(
    path: string,
    options: ApiRequestOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>> {
    const method = options.method ?? 'GET'
    const url = buildApiUrl(baseUrl(), path, options.query)
    let token = readAuthToken(deps.storage)
    let mayRefresh = true
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (token) headers['Authorization'] = `Bearer ${token}`
    const init: RequestInit = { method, headers, credentials: 'include' }
    if (options.body !== undefined) {
      if (options.body instanceof FormData) init.body = options.body
      else {
        headers['Content-Type'] = 'application/json'
        init.body = JSON.stringify(options.body)
      }
    }

    for (let attempt = 1; ; attempt++) {
      const context: ApiErrorContext = { path, method, attempt }
      try {
        return await attemptOnce(url, init, options, context, token, mayRefresh)
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason
        if (error === RETRY_WITH_NEW_TOKEN) {
          // Not a failed attempt: the same request again, once, with the token the refresh stored.
          mayRefresh = false
          token = readAuthToken(deps.storage)
          if (token) headers['Authorization'] = `Bearer ${token}`
          attempt--
          continue
        }
        // Only failures we classified are candidates for a retry; a bug in a schema transform is not.
        if (!(error instanceof ApiError) || !isRetryable(error, method, headers))
          throw report(toApiError(error, context))
        if (attempt > MAX_RETRIES) {
          throw report(
            new ApiError({
              code: error.code,
              message: 'Maximum retry attempts exceeded',
              statusCode: error.statusCode,
              context,
              details: { lastError: error.message },
            }),
          )
        }
        await sleep(backoffDelay(attempt))
        if (options.signal?.aborted) throw options.signal.reason
      }
    }
  }

  function contractError(message: string, status: number, context: ApiErrorContext): ApiError {
    // The server broke the contract: always worth a report, whatever the HTTP status said.
    const error = new ApiError({ code: ErrorCode.INTERNAL_ERROR, message, statusCode: status, context })
    log.error(message, { path: context.path, method: context.method, status })
    return error
  }

  /** Errors of status 500 or above are logged and reported (logger.error forwards them). */
  function report(error: ApiError): ApiError {
    if (error.statusCode >= 500)
      log.error(error.message, { code: error.code, status: error.statusCode, ...error.context })
    return error
  }

  return { apiRequest }
}

function browserDeps(): ApiClientDeps {
  if (typeof window === 'undefined') return {}
  let storage: TokenStorage | undefined
  try {
    storage = window.localStorage
  } catch {
    storage = undefined
  }
  return { storage, location: window.location, events: window }
}

const defaultClient = createApiClient(browserDeps())

/** `apiRequest('/contact', { method: 'POST', body, schema: ContactResultSchema })` → the validated `data`. */
export const apiRequest = defaultClient.apiRequest
