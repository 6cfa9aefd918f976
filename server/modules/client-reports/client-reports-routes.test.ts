import { describe, expect, it } from 'vitest'
import { createTestApp, jsonRequest } from '../../test/test-app'

const report = (overrides: Record<string, unknown> = {}) => ({
  level: 'error',
  message: 'TypeError: cannot read properties of undefined',
  stack: 'TypeError: …\n    at JobCard (job-card.tsx:12)',
  context: { route: '/jobs', accessToken: 'tok-123' },
  url: 'https://reelhire.example/jobs',
  userAgent: 'Mozilla/5.0',
  timestamp: '2025-03-03T10:00:00.000Z',
  ...overrides,
})

describe('POST /api/client-reports', () => {
  it('accepts one report with 202 and logs it at its level, without credentials', async () => {
    const { app, logs } = await createTestApp()
    const res = await app.request('/api/client-reports', jsonRequest(report()))
    expect(res.status).toBe(202)
    expect(await res.json()).toMatchObject({ success: true, data: { accepted: 1 } })
    const line = logs.find((entry) => entry.source === 'client')
    expect(line).toMatchObject({
      level: 50,
      msg: 'client error: TypeError: cannot read properties of undefined',
    })
    expect(JSON.stringify(line)).not.toContain('tok-123')
  })

  it('accepts a batch and logs warnings at warn', async () => {
    const { app, logs } = await createTestApp()
    const res = await app.request(
      '/api/client-reports',
      jsonRequest([report(), report({ level: 'warn', message: 'slow' })]),
    )
    expect(res.status).toBe(202)
    expect(await res.json()).toMatchObject({ data: { accepted: 2 } })
    expect(logs.filter((entry) => entry.source === 'client').map((entry) => entry.level)).toEqual([50, 40])
  })

  it.each([
    ['a level other than error or warn', report({ level: 'info' })],
    ['a message over 2000 characters', report({ message: 'x'.repeat(2001) })],
    ['a bad timestamp', report({ timestamp: 'yesterday' })],
    ['an unknown key', report({ userId: 'u1' })],
    ['an empty batch', []],
    ['a batch of 21', Array.from({ length: 21 }, () => report())],
  ])('rejects %s with 400', async (_label, body) => {
    const { app } = await createTestApp()
    const res = await app.request('/api/client-reports', jsonRequest(body))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })
  })

  it('refuses a body over 32 KiB with 413', async () => {
    const { app } = await createTestApp()
    const big = Array.from({ length: 20 }, () => report({ stack: 's'.repeat(2000) }))
    const res = await app.request('/api/client-reports', jsonRequest(big))
    expect(res.status).toBe(413)
  })

  it('allows 30 requests a minute per client, then 429', async () => {
    const { app } = await createTestApp({ deps: { now: () => new Date('2025-03-03T10:00:30Z') } })
    for (let i = 0; i < 30; i++)
      expect((await app.request('/api/client-reports', jsonRequest(report()))).status).toBe(202)
    const limited = await app.request('/api/client-reports', jsonRequest(report()))
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({
      error: { code: 'RATE_LIMIT_EXCEEDED', details: { limit: 30, remaining: 0 } },
    })
  })
})
