import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { ClientReportsInputSchema } from '@/api/client-reports'
import { createErrorReporter, type ErrorReporterDeps } from './error-reporting'

function setup(deps: ErrorReporterDeps = {}) {
  const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => new Response('{}'))
  const reporter = createErrorReporter({
    fetch,
    endpoint: () => '/api/client-reports',
    random: () => 0,
    pageUrl: () => 'https://reelhire.test/jobs',
    userAgent: () => 'test',
    flushDelayMs: 10,
    ...deps,
  })
  const bodies = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown[])
  return { reporter, fetch, bodies }
}

describe('createErrorReporter', () => {
  it('posts a batch that the server schema accepts', async () => {
    const { reporter, fetch, bodies } = setup()
    reporter.report({ level: 'error', message: 'boom', stack: 'Error: boom', context: { path: '/x' } })
    reporter.report({ level: 'warn', message: 'slow' })
    await reporter.flush()
    expect(fetch).toHaveBeenCalledOnce()
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/client-reports')
    const [batch] = bodies()
    expect(v.safeParse(ClientReportsInputSchema, batch).success).toBe(true)
    expect(batch).toHaveLength(2)
  })

  it('samples errors at the given rate but sends every warning', async () => {
    const { reporter, bodies } = setup({ random: () => 0.5, sampleRate: 0.1 })
    reporter.report({ level: 'error', message: 'dropped' })
    reporter.report({ level: 'warn', message: 'kept' })
    await reporter.flush()
    expect(bodies()[0]).toMatchObject([{ level: 'warn', message: 'kept' }])
  })

  it('sends batches of at most 20 and skips repeats', async () => {
    const { reporter, bodies } = setup()
    for (let i = 0; i < 45; i++) reporter.report({ level: 'warn', message: `w${i}` })
    reporter.report({ level: 'warn', message: 'w1' })
    await reporter.flush()
    await vi.waitFor(() => expect(bodies().map((b) => b.length)).toEqual([20, 20, 5]))
  })

  it('truncates long messages and caps reports per page', async () => {
    const { reporter, bodies } = setup({ maxPerPage: 2 })
    for (let i = 0; i < 5; i++) reporter.report({ level: 'error', message: `${i}`.repeat(5000) })
    await reporter.flush()
    const batch = bodies()[0] as { message: string }[]
    expect(batch).toHaveLength(2)
    expect(batch[0]?.message).toHaveLength(2000)
  })

  it('flushes by beacon when the page hides', () => {
    const sendBeacon = vi.fn(() => true)
    const { reporter, fetch } = setup({ sendBeacon })
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
    reporter.installPageHideFlush(doc)
    reporter.report({ level: 'warn', message: 'bye' })
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(sendBeacon).toHaveBeenCalledWith('/api/client-reports', expect.any(Blob))
    expect(fetch).not.toHaveBeenCalled()
    expect(reporter.pending()).toBe(0)
  })

  it('swallows a failing endpoint', async () => {
    const { reporter } = setup({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) })
    reporter.report({ level: 'error', message: 'x' })
    await expect(reporter.flush()).resolves.toBeUndefined()
  })

  it('flushes on its own after the delay', async () => {
    const { reporter, fetch } = setup()
    reporter.report({ level: 'warn', message: 'later' })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce())
  })
})
