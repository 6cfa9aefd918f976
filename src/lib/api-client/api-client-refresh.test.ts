import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './api-client'

const NOW = '2025-03-04T10:00:00.000Z'
const ok = (data: unknown) => Response.json({ success: true, data, timestamp: NOW })
const unauthorized = () =>
  Response.json(
    { success: false, error: { code: 'AUTHENTICATION_ERROR', message: 'Token expired' }, timestamp: NOW },
    { status: 401 },
  )

function setup(responses: Response[], refresh: (stale: string) => Promise<boolean>) {
  const store = new Map<string, string>([['auth_token', 'old']])
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    removeItem: (k: string) => void store.delete(k),
  }
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => responses.shift() ?? unauthorized(),
  )
  const location = { assign: vi.fn() }
  const refresher = vi.fn(async (stale: string) => {
    const result = await refresh(stale)
    if (result) store.set('auth_token', 'new')
    return result
  })
  const client = createApiClient({
    fetch,
    storage,
    location,
    events: new EventTarget(),
    sleep: async () => {},
    baseUrl: () => 'https://api.example.com/api',
    refreshAccessToken: () => refresher,
  })
  return { client, fetch, location, refresher, store }
}

const auth = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['Authorization']

describe('401 → one refresh, then the request again', () => {
  it('retries once with the refreshed token and does not log out', async () => {
    const { client, fetch, location, refresher } = setup([unauthorized(), ok({ id: '1' })], async () => true)
    await expect(client.apiRequest('/Users/me', { schema: v.object({ id: v.string() }) })).resolves.toEqual({
      id: '1',
    })
    expect(refresher).toHaveBeenCalledWith('old')
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(auth(fetch.mock.calls[1]?.[1])).toBe('Bearer new')
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('logs out when the refresh fails', async () => {
    const { client, location, store } = setup([unauthorized()], async () => false)
    await expect(client.apiRequest('/Users/me', { schema: v.unknown() })).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(location.assign).toHaveBeenCalledWith('/')
    expect(store.get('auth_token')).toBeUndefined()
  })

  it('refreshes only once: a second 401 ends the session', async () => {
    const { client, refresher, location } = setup([unauthorized(), unauthorized()], async () => true)
    await expect(client.apiRequest('/Users/me', { schema: v.unknown() })).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(refresher).toHaveBeenCalledTimes(1)
    expect(location.assign).toHaveBeenCalledWith('/')
  })
})
