import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { LoginInputSchema } from '@/api/auth'
import { validateJson, validateQuery } from '../validate'
import { apiReference } from './api-reference'
import { buildOpenApiDocument } from './build-document'
import { operationId } from './operation-id'
import { describeRoute } from './describe-route'

const ok = () => new Response('{}')

/** A small app in the shape of createApp's: routers mounted under /api, middleware with `*`. */
function tinyApp() {
  const jobs = new Hono()
    .get(
      '/:id',
      describeRoute({ summary: 'One job', tags: ['Jobs'], auth: 'optional' }),
      validateQuery(v.object({ expand: v.optional(v.string()) })),
      ok,
    )
    .post('/undescribed', ok)
  // A router with its own error handler wraps its handlers (Hono's COMPOSED_HANDLER).
  const auth = new Hono()
    .post(
      '/login',
      describeRoute({ summary: 'Sign in', tags: ['Auth'], auth: 'none' }),
      validateJson(LoginInputSchema),
      ok,
    )
    .onError(() => new Response('error', { status: 500 }))
  const api = new Hono().use(async (_c, next) => next())
  api.route('/Job', jobs)
  api.route('/Auth', auth)
  api.all('*', ok)
  return new Hono()
    .route('/api', api)
    .get('/elsewhere', describeRoute({ summary: 'x', tags: ['Health'], auth: 'none' }), ok)
}

describe('buildOpenApiDocument', () => {
  it('lists the described /api routes with their full paths, and leaves the undescribed out', () => {
    const { document } = buildOpenApiDocument(tinyApp().routes, '1.0.0')
    expect(Object.keys(document.paths).sort()).toEqual(['/api/Auth/login', '/api/Job/{id}'])
    const job = document.paths['/api/Job/{id}']?.get
    expect(job?.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The id from the path.',
        schema: { type: 'string' },
      },
      { name: 'expand', in: 'query', required: false, schema: { type: 'string' } },
    ])
    expect(document.paths['/api/Auth/login']?.post?.requestBody?.content['application/json']?.schema).toEqual(
      {
        $ref: '#/components/schemas/LoginInput',
      },
    )
    // Only what the operations reach is kept.
    expect(Object.keys(document.components.schemas).sort()).toEqual([
      'Email',
      'ErrorEnvelope',
      'LoginInput',
      'SuccessEnvelope',
    ])
  })

  it('degrades what JSON Schema cannot say instead of throwing, and reports what it did not expect', () => {
    const file = v.object({ upload: v.file(), name: v.pipe(v.string(), v.trim(), v.regex(/^a/i)) })
    const app = new Hono().post(
      '/api/files',
      describeRoute({ summary: 'Upload', tags: ['Jobs'], auth: 'none', response: file }),
      ok,
    )
    const { document, problems } = buildOpenApiDocument(app.routes, '1')
    const schema = document.components.schemas.PostFilesResponse
    expect(schema?.properties?.upload).toEqual({})
    // trim is ignored on purpose; a flagged pattern is dropped (it would be stricter than valibot's).
    expect(schema?.properties?.name).toEqual({ type: 'string' })
    expect(problems).toEqual(['The "file" schema cannot be converted to JSON Schema.'])
  })

  it('makes operation ids from the method and path', () => {
    expect(operationId('post', '/api/Job/{id}/save')).toBe('postJobByIdSave')
    expect(operationId('get', '/api/Job/alerts/unsubscribe')).toBe('getJobAlertsUnsubscribe')
    expect(operationId('get', '/api/openapi.json')).toBe('getOpenapiJson')
  })
})

describe('apiReference', () => {
  it('builds the document once, on first use', async () => {
    const routes = vi.fn(() => tinyApp().routes)
    const reference = apiReference(routes, '1')
    expect(routes).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([reference.json(), reference.json()])
    expect(await reference.json()).toBe(first)
    expect(second).toBe(first)
    expect(routes).toHaveBeenCalledTimes(1)
    expect(JSON.parse(first)).toMatchObject({ openapi: '3.1.1', info: { version: '1' } })
  })
})
