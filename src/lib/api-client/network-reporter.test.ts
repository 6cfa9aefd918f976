import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, registerNetworkReporter } from './api-client'

const ok = () => Response.json({ success: true, data: {}, timestamp: '2025-03-04T10:00:00.000Z' })

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({ fetch, sleep: async () => undefined, baseUrl: () => 'https://api.test/api' })
}

afterEach(() => registerNetworkReporter(null))

describe('registerNetworkReporter', () => {
  it('hears an answer (even an error status) as success and a thrown fetch as failure', async () => {
    const reporter = { failure: vi.fn(), success: vi.fn() }
    registerNetworkReporter(reporter)
    await client(async () => ok()).apiRequest('/a', { schema: v.unknown() })
    expect(reporter.success).toHaveBeenCalledTimes(1)
    await expect(
      client(async () => Response.json({}, { status: 404 })).apiRequest('/b', {
        method: 'POST',
        schema: v.unknown(),
      }),
    ).rejects.toThrow()
    expect(reporter.success).toHaveBeenCalledTimes(2)
    await expect(
      client(async () => {
        throw new TypeError('Failed to fetch')
      }).apiRequest('/c', { method: 'POST', schema: v.unknown() }),
    ).rejects.toThrow()
    expect(reporter.failure).toHaveBeenCalledTimes(1)
  })

  it('does not count a request the caller aborted', async () => {
    const reporter = { failure: vi.fn(), success: vi.fn() }
    registerNetworkReporter(reporter)
    const controller = new AbortController()
    const request = client(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    ).apiRequest('/d', { method: 'POST', schema: v.unknown(), signal: controller.signal })
    controller.abort(new Error('navigated away'))
    await expect(request).rejects.toThrow('navigated away')
    expect(reporter.failure).not.toHaveBeenCalled()
  })
})
