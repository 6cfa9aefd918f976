import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client/api-error'
import { ensureQueryDataOffline, isOfflineFailure, OfflineError } from './offline-query'

/** A stand-in for onlineManager that the test switches by hand. */
function network(initial: boolean) {
  let online = initial
  const listeners = new Set<(online: boolean) => void>()
  return {
    isOnline: () => online,
    subscribe: (listener: (online: boolean) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(value: boolean) {
      online = value
      for (const listener of listeners) listener(value)
    },
    listeners,
  }
}

const networkError = () =>
  new ApiError({ code: 'NETWORK_ERROR', message: 'Network request failed', statusCode: 0 })

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })

describe('ensureQueryDataOffline', () => {
  it('returns cached data at once, offline, without fetching', async () => {
    const qc = client()
    qc.setQueryData(['job', 'j1'], { id: 'j1' })
    const queryFn = vi.fn(async () => ({ id: 'fresh' }))
    const data = await ensureQueryDataOffline(qc, { queryKey: ['job', 'j1'], queryFn }, network(false))
    expect(data).toEqual({ id: 'j1' })
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('returns stale cached data and refetches it in the background when online', async () => {
    const qc = client()
    qc.setQueryData(['jobs'], ['old'], { updatedAt: Date.now() - 120_000 })
    const queryFn = vi.fn(async () => ['new'])
    const data = await ensureQueryDataOffline(qc, { queryKey: ['jobs'], queryFn }, network(true))
    expect(data).toEqual(['old'])
    await vi.waitFor(() => expect(qc.getQueryData(['jobs'])).toEqual(['new']))
    expect(queryFn).toHaveBeenCalledOnce()
  })

  it('does not refetch fresh cached data', async () => {
    const qc = client()
    qc.setQueryData(['jobs'], ['fresh'])
    const queryFn = vi.fn(async () => ['new'])
    await ensureQueryDataOffline(qc, { queryKey: ['jobs'], queryFn }, network(true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('throws OfflineError at once when offline with nothing cached', async () => {
    const queryFn = vi.fn(async () => 'never')
    await expect(
      ensureQueryDataOffline(client(), { queryKey: ['job', 'x'], queryFn }, network(false)),
    ).rejects.toBeInstanceOf(OfflineError)
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('fetches when online with nothing cached', async () => {
    const qc = client()
    const data = await ensureQueryDataOffline(
      qc,
      { queryKey: ['job', 'j2'], queryFn: async () => 'j2' },
      network(true),
    )
    expect(data).toBe('j2')
    expect(qc.getQueryData(['job', 'j2'])).toBe('j2')
  })

  it('gives up with OfflineError when the connection goes while fetching', async () => {
    const net = network(true)
    const pending = ensureQueryDataOffline(
      client(),
      { queryKey: ['job', 'slow'], queryFn: () => new Promise<string>(() => undefined) },
      net,
    )
    net.set(false)
    await expect(pending).rejects.toBeInstanceOf(OfflineError)
    expect(net.listeners.size).toBe(0)
  })

  it('turns a network failure into OfflineError only when offline by then', async () => {
    const net = network(true)
    const failing = ensureQueryDataOffline(
      client(),
      {
        queryKey: ['job', 'lost'],
        queryFn: async () => {
          net.listeners.clear() // the connectivity monitor reports offline only after the failure
          net.set(false)
          throw networkError()
        },
      },
      net,
    )
    const error = await failing.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OfflineError)
    expect((error as OfflineError).cause).toBeInstanceOf(ApiError)

    const online = network(true)
    const serverDown = ensureQueryDataOffline(
      client(),
      { queryKey: ['job', 'down'], queryFn: () => Promise.reject(networkError()) },
      online,
    )
    await expect(serverDown).rejects.toBeInstanceOf(ApiError)
    const notFound = new ApiError({ code: 'NOT_FOUND_ERROR', message: 'x', statusCode: 404 })
    await expect(
      ensureQueryDataOffline(
        client(),
        { queryKey: ['job', '404'], queryFn: () => Promise.reject(notFound) },
        online,
      ),
    ).rejects.toBe(notFound)
  })
})

describe('isOfflineFailure', () => {
  it('is an OfflineError, or a network ApiError while offline', () => {
    expect(isOfflineFailure(new OfflineError(), true)).toBe(true)
    expect(isOfflineFailure(networkError(), false)).toBe(true)
    expect(isOfflineFailure(networkError(), true)).toBe(false)
    expect(
      isOfflineFailure(new ApiError({ code: 'INTERNAL_ERROR', message: 'x', statusCode: 500 }), false),
    ).toBe(false)
    expect(isOfflineFailure(new Error('x'), false)).toBe(false)
  })
})
