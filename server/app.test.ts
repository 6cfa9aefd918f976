import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '@/api/errors'
import { FailureEnvelopeSchema } from '@/api/envelope'
import * as v from 'valibot'
import { createTestApp, jsonRequest } from './test/test-app'

const failure = async (res: Response) => v.parse(FailureEnvelopeSchema, await res.json())

describe('api envelope for bad requests', () => {
  it('answers an unknown /api path with a 404 NOT_FOUND_ERROR envelope', async () => {
    const { app } = await createTestApp()
    const res = await app.request('/api/nope/deeper')
    expect(res.status).toBe(404)
    const body = await failure(res)
    expect(body.error).toEqual({ code: 'NOT_FOUND_ERROR', message: ERROR_CATALOGUE.NOT_FOUND_ERROR.message })
    expect(Date.parse(body.timestamp ?? '')).not.toBeNaN()
  })

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const { app } = await createTestApp()
    const res = await app.request('/api/health', { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toContain('GET')
    expect((await failure(res)).error.code).toBe('METHOD_NOT_ALLOWED')
  })

  it('answers POST to a page path with 405, not a 404 or the SPA', async () => {
    const { app } = await createTestApp()
    const res = await app.request('/about', { method: 'POST' })
    expect(res.status).toBe(405)
    expect((await failure(res)).error.code).toBe('METHOD_NOT_ALLOWED')
  })

  it('answers TRACE over a real socket with a 405 envelope', async () => {
    const { app } = await createTestApp()
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health', method: 'TRACE' }, (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => (text += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        })
        req.on('error', reject)
        req.end()
      })
      expect(status).toBe(405)
      expect(JSON.parse(body)).toMatchObject({ success: false, error: { code: 'METHOD_NOT_ALLOWED' } })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('rejects malformed JSON with 400 VALIDATION_ERROR', async () => {
    const { app } = await createTestApp()
    const res = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    })
    expect(res.status).toBe(400)
    expect((await failure(res)).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Malformed JSON in request body',
    })
  })

  it('rejects a non-JSON content type with 415 VALIDATION_ERROR', async () => {
    const { app } = await createTestApp()
    const res = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    })
    expect(res.status).toBe(415)
    expect((await failure(res)).error.code).toBe('VALIDATION_ERROR')
  })

  it('rejects a body over BODY_LIMIT_BYTES with 413 VALIDATION_ERROR', async () => {
    const { app } = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } })
    const res = await app.request('/api/contact', jsonRequest({ message: 'x'.repeat(4096) }))
    expect(res.status).toBe(413)
    expect((await failure(res)).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { maxBytes: 2048 },
    })
  })

  it('rejects an oversized streamed body (no Content-Length) with 413', async () => {
    const { app } = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } })
    const chunk = new TextEncoder().encode('x'.repeat(1500))
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk)
        controller.enqueue(chunk)
        controller.close()
      },
    })
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' }
    const res = await app.request('/api/contact', init as RequestInit)
    expect(res.status).toBe(413)
  })

  it('turns a thrown error into a 500 INTERNAL_ERROR envelope with nothing internal in it', async () => {
    const broken = new Proxy(
      {},
      {
        get: () => {
          throw new Error('secret-internal-detail at db.ts:42')
        },
      },
    )
    const { app, logs } = await createTestApp({ deps: { db: broken as never } })
    const res = await app.request(
      '/api/contact',
      jsonRequest({ name: 'A', email: 'a@example.com', subject: 'S', message: 'long enough message' }),
    )
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(text).not.toContain('secret-internal-detail')
    expect(text).not.toContain('at ')
    expect(JSON.parse(text)).toMatchObject({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: ERROR_CATALOGUE.INTERNAL_ERROR.message },
    })
    const logged = logs.find((line) => line.msg === 'unhandled error')
    expect(logged?.reqId).toBe(res.headers.get('x-request-id'))
  })
})

describe('headers', () => {
  it('sets the CSP and the other secure headers', async () => {
    const { app } = await createTestApp()
    const res = await app.request('/api/health')
    const csp = res.headers.get('content-security-policy') ?? ''
    for (const directive of [
      "script-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "style-src 'self' 'unsafe-inline'",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('lets media play from the S3 bucket when videos are stored there, and from nowhere else otherwise', async () => {
    const local = (await (await createTestApp()).app.request('/api/health')).headers.get(
      'content-security-policy',
    )
    expect(local).toContain("media-src 'self' blob:;")
    const { app } = await createTestApp({
      env: {
        S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
        S3_REGION: 'eu-west-1',
        S3_BUCKET: 'reelhire-media',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    })
    const csp = (await app.request('/api/health')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("media-src 'self' blob: https://reelhire-media.s3.eu-west-1.amazonaws.com;")
    expect(csp).toContain("img-src 'self' data: blob: https://reelhire-media.s3.eu-west-1.amazonaws.com;")
  })

  it('echoes a valid X-Request-Id and generates one otherwise', async () => {
    const { app } = await createTestApp()
    const echoed = await app.request('/api/health', { headers: { 'x-request-id': 'abc-123' } })
    expect(echoed.headers.get('x-request-id')).toBe('abc-123')
    const generated = await app.request('/api/health')
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
