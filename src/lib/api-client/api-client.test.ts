import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, type ApiClientDeps } from './api-client'
import { ApiError } from './api-error'

const NOW = '2025-03-04T10:00:00.000Z'
const ok = (data: unknown, status = 200) => Response.json({ success: true, data, timestamp: NOW }, { status })
const failure = (code: string, message: string, status: number, details?: unknown, data?: unknown) =>
  Response.json({ success: false, error: { code, message, details }, timestamp: NOW, data }, { status })

function setup(responses: Array<Response | Error | (() => Promise<Response>)>, deps: ApiClientDeps = {}) {
  const store = new Map<string, string>(
    Object.entries({ auth_token: 'tok', refresh_token: 'ref', current_user: '{}' }),
  )
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    removeItem: (k: string) => void store.delete(k),
  }
  const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => {
    const next = responses.shift()
    if (!next) throw new Error('no more responses')
    if (next instanceof Error) throw next
    return typeof next === 'function' ? next() : next
  })
  const sleep = vi.fn(async (_ms: number) => {})
  const location = { assign: vi.fn() }
  const events = new EventTarget()
  const logout = vi.fn()
  events.addEventListener('auth:logout', logout)
  const logger = { error: vi.fn() }
  const client = createApiClient({
    fetch,
    sleep,
    storage,
    location,
    events,
    logger,
    baseUrl: () => 'https://api.example.com/api',
    ...deps,
  })
  return { client, fetch, sleep, location, logout, logger, store }
}

const Id = v.object({ id: v.string() })
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable(),
    (e: unknown) => e as ApiError,
  )

afterEach(() => vi.useRealTimers())

describe('apiRequest: request', () => {
  it.each(['/contact', 'contact', '/api/contact', 'api/contact'])(
    'builds one /api prefix for %s',
    async (path) => {
      const { client, fetch } = setup([ok({ id: '1' })])
      await expect(client.apiRequest(path, { schema: Id })).resolves.toEqual({ id: '1' })
      expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example.com/api/contact')
    },
  )

  it('adds query, bearer token, cookies and a JSON body', async () => {
    const { client, fetch } = setup([ok({ id: '1' }, 201)])
    await client.apiRequest('/Job/search', {
      method: 'POST',
      body: { a: 1 },
      query: { q: 'dev', page: 2, x: undefined },
      schema: Id,
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('https://api.example.com/api/Job/search?q=dev&page=2')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"a":1}')
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' })
  })

  it('sends no Authorization header when signed out', async () => {
    const { client, fetch, store } = setup([ok({ id: '1' })])
    store.delete('auth_token')
    await client.apiRequest('/x', { schema: Id })
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization')
  })
})

describe('apiRequest: response checks', () => {
  it('rejects a non-JSON body', async () => {
    const { client, logger } = setup([new Response('<html>', { status: 200 })])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Invalid JSON response')
    expect(logger.error).toHaveBeenCalled()
  })

  it('rejects a body that is not the envelope', async () => {
    const { client } = setup([Response.json({ id: '1' })])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error.message).toMatch(/^Invalid API response structure: /)
  })

  it('rejects an unparseable timestamp', async () => {
    const { client } = setup([Response.json({ success: true, data: { id: '1' }, timestamp: 'yesterday' })])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error.message).toBe('Invalid API response structure: timestamp: Invalid datetime')
  })

  it('rejects data that fails the caller schema', async () => {
    const { client } = setup([ok({ id: 5 })])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error.message).toMatch(/^Invalid response data: id: /)
    expect(error.code).toBe('INTERNAL_ERROR')
  })
})

describe('apiRequest: error mapping', () => {
  it.each([
    [401, 'Authentication required', 'AUTHENTICATION_ERROR'],
    [403, 'Access forbidden', 'AUTHORIZATION_ERROR'],
    [404, 'Resource not found', 'NOT_FOUND_ERROR'],
    [429, 'Rate limit exceeded', 'RATE_LIMIT_EXCEEDED'],
    [418, 'HTTP 418: Request failed', 'INTERNAL_ERROR'],
    [422, 'HTTP 422: Request failed', 'VALIDATION_ERROR'],
  ])('maps bare status %i', async (status, message, code) => {
    const { client } = setup([new Response('nope', { status })])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error).toMatchObject({ name: 'ApiError', message, code, statusCode: status })
    expect(error.context).toEqual({ path: '/x', method: 'GET', attempt: 1 })
    expect(Date.parse(error.timestamp)).not.toBeNaN()
  })

  it('reads a bare 429 message and quota from data', async () => {
    const body = { message: 'Slow down', data: { used: 10, limit: 10, remaining: 0 } }
    const { client } = setup([Response.json(body, { status: 429 })])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error).toMatchObject({
      message: 'Slow down',
      upgradeUrl: '/pricing',
      used: 10,
      limit: 10,
      remaining: 0,
    })
  })

  it('logs out on a bare 401 when a token was sent', async () => {
    const { client, location, logout, store } = setup([new Response('', { status: 401 })])
    await rejection(client.apiRequest('/x', { schema: Id }))
    expect([...store.keys()]).toEqual([])
    expect(logout).toHaveBeenCalledOnce()
    expect(location.assign).toHaveBeenCalledWith('/')
  })

  it('does not bounce a signed-out visitor on 401', async () => {
    const { client, location, store } = setup([failure('AUTHENTICATION_ERROR', 'Wrong password', 401)])
    store.delete('auth_token')
    const error = await rejection(client.apiRequest('/Auth/login', { method: 'POST', body: {}, schema: Id }))
    expect(error.message).toBe('Wrong password')
    expect(location.assign).not.toHaveBeenCalled()
  })

  it.each(['AUTHENTICATION_ERROR', 'ACCOUNT_DELETED'])('logs out on envelope code %s', async (code) => {
    const { client, location, logout, store } = setup([failure(code, 'Gone', 401)])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error).toMatchObject({ code, message: 'Gone', statusCode: 401 })
    expect(store.size).toBe(0)
    expect(logout).toHaveBeenCalledOnce()
    expect(location.assign).toHaveBeenCalledWith('/')
  })

  it('treats EMAIL_NOT_VERIFIED like ACCOUNT_UNVERIFIED', async () => {
    const { client } = setup([failure('EMAIL_NOT_VERIFIED', 'Verify first', 400)])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error).toMatchObject({
      code: 'ACCOUNT_UNVERIFIED',
      message: 'Verify first',
      details: { code: 'EMAIL_NOT_VERIFIED' },
    })
  })

  it.each(['AI_USAGE_LIMIT_REACHED', 'RATE_LIMIT_EXCEEDED'])('carries quota extras for %s', async (code) => {
    const { client } = setup([failure(code, 'Limit reached', 429, { used: 10, limit: 10, remaining: 0 })])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(error).toMatchObject({
      code,
      message: 'Limit reached',
      upgradeUrl: '/pricing',
      used: 10,
      limit: 10,
      remaining: 0,
    })
  })

  it('keeps a server upgradeUrl', async () => {
    const { client } = setup([failure('AI_USAGE_LIMIT_REACHED', 'x', 429, { upgradeUrl: '/checkout' })])
    expect(await rejection(client.apiRequest('/x', { schema: Id }))).toMatchObject({
      upgradeUrl: '/checkout',
    })
  })

  it('passes PASSWORD_CHANGE_REQUIRED and other codes through untouched', async () => {
    const { client } = setup([
      failure('PASSWORD_CHANGE_REQUIRED', 'Your password expired on 1 March.', 403),
      failure('CONFLICT_ERROR', 'Already saved', 409),
    ])
    expect(await rejection(client.apiRequest('/x', { schema: Id }))).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Your password expired on 1 March.',
    })
    expect(await rejection(client.apiRequest('/x', { schema: Id }))).toMatchObject({
      code: 'CONFLICT_ERROR',
      message: 'Already saved',
    })
  })

  it('wraps non-Error throwables as INTERNAL_ERROR', async () => {
    const Boom = v.pipe(
      v.unknown(),
      v.transform(() => {
        throw 'boom'
      }),
    )
    const { client } = setup([ok({})])
    expect(await rejection(client.apiRequest('/x', { schema: Boom }))).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: 'An unknown error occurred',
    })
  })
})

describe('apiRequest: retries and timeout', () => {
  it('retries network failures with 1, 2, 4 s backoff, then gives up', async () => {
    const { client, fetch, sleep } = setup([
      new TypeError('x'),
      new TypeError('x'),
      new TypeError('x'),
      new TypeError('x'),
    ])
    const error = await rejection(client.apiRequest('/x', { schema: Id }))
    expect(fetch).toHaveBeenCalledTimes(4)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000])
    expect(error).toMatchObject({ message: 'Maximum retry attempts exceeded', code: 'NETWORK_ERROR' })
    expect(error.details).toEqual({ lastError: 'Network request failed' })
  })

  it('recovers when a retry succeeds', async () => {
    const { client, fetch } = setup([new Response('', { status: 503 }), ok({ id: '2' })])
    await expect(client.apiRequest('/x', { schema: Id })).resolves.toEqual({ id: '2' })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('logs and reports a 5xx once it is final', async () => {
    const responses = Array.from({ length: 4 }, () => failure('INTERNAL_ERROR', 'db down', 500))
    const { client, logger } = setup(responses)
    await rejection(client.apiRequest('/x', { schema: Id }))
    expect(logger.error).toHaveBeenCalledOnce()
    expect(logger.error.mock.calls[0]?.[0]).toBe('Maximum retry attempts exceeded')
  })

  it('reports a single network error without a retry for a keyless mutation', async () => {
    const { client, fetch } = setup([new TypeError('offline')])
    const error = await rejection(client.apiRequest('/x', { method: 'POST', body: {}, schema: Id }))
    expect(fetch).toHaveBeenCalledOnce()
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'Network request failed', statusCode: 0 })
  })

  it('retries a mutation that carries an Idempotency-Key', async () => {
    const { client, fetch } = setup([new Response('', { status: 502 }), ok({ id: '1' }, 201)])
    const headers = { 'Idempotency-Key': 'k1' }
    await client.apiRequest('/x', { method: 'POST', body: {}, headers, schema: Id })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it.each([400, 401, 403, 404, 409, 422, 429])('does not retry status %i', async (status) => {
    const { client, fetch, sleep } = setup([new Response('', { status }), ok({ id: '1' })])
    await rejection(client.apiRequest('/x', { schema: Id }))
    expect(fetch).toHaveBeenCalledOnce()
    expect(sleep).not.toHaveBeenCalled()
  })

  it('caps the backoff at 10 s', async () => {
    const { backoffDelay } = await import('./retry')
    expect([1, 2, 3, 4, 5, 6].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000])
  })

  it('times out after 30 s with "Request timeout"', async () => {
    vi.useFakeTimers()
    const slowFetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    })
    const { client } = setup([], { fetch: slowFetch as typeof fetch })
    const promise = rejection(client.apiRequest('/x', { method: 'DELETE', schema: Id }))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(slowFetch).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1)
    expect(await promise).toMatchObject({
      message: 'Request timeout',
      code: 'NETWORK_ERROR',
      statusCode: 408,
    })
  })

  it('rethrows the caller abort without retrying', async () => {
    const controller = new AbortController()
    const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    })
    const { client, sleep } = setup([], { fetch: fetch as typeof globalThis.fetch })
    const promise = client.apiRequest('/x', { schema: Id, signal: controller.signal })
    controller.abort()
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' })
    expect(sleep).not.toHaveBeenCalled()
  })
})
