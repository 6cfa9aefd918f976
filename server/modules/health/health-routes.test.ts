import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { successEnvelope } from '@/api/envelope'
import { HealthSchema } from '@/api/health'
import { createTestApp } from '../../test/test-app'

const HealthEnvelope = successEnvelope(HealthSchema)

describe('GET /api/health', () => {
  it('reports a reachable database', async () => {
    const { app, dbKind } = await createTestApp()
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { data } = v.parse(HealthEnvelope, await res.json())
    expect(data).toMatchObject({
      status: 'ok',
      database: { kind: dbKind, reachable: true },
      version: '0.1.0',
    })
    expect(data.database.latencyMs).toBeGreaterThanOrEqual(0)
  })

  it('answers 503 degraded when the database does not answer', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) }
    const { app } = await createTestApp({ deps: { db: broken as never } })
    const res = await app.request('/api/health')
    expect(res.status).toBe(503)
    const { data } = v.parse(HealthEnvelope, await res.json())
    expect(data).toMatchObject({ status: 'degraded', database: { reachable: false, latencyMs: null } })
  })

  it('counts uptime from the app start', async () => {
    const startedAt = new Date('2025-01-01T00:00:00Z')
    const { app } = await createTestApp({ deps: { startedAt, now: () => new Date('2025-01-01T00:01:30Z') } })
    const { data } = v.parse(HealthEnvelope, await (await app.request('/api/health')).json())
    expect(data.uptimeSeconds).toBe(90)
  })
})
