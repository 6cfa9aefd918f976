import { createHash } from 'node:crypto'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { Window } from 'happy-dom'
import type { RouterRoute } from 'hono/types'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { requireAuth, requireVerified } from '../identity'
import { buildOpenApiDocument } from './build-document'
import type { JsonSchema } from './json-schema'
import type { OpenApiDocument, OperationObject, ParameterObject } from './openapi-types'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let document: OpenApiDocument

beforeAll(async () => {
  ;({ app } = await createTestApp())
  const res = await app.request('/api/openapi.json')
  document = (await res.json()) as OpenApiDocument
})

/** Written apart from the generator on purpose: the route list it checks must not share its bugs. */
const apiRouteKeys = (routes: readonly RouterRoute[]) =>
  new Set(
    routes
      .filter((route) => route.path === '/api' || route.path.startsWith('/api/'))
      .filter((route) => !route.path.includes('*') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
  )

const documentedKeys = (doc: OpenApiDocument) =>
  new Set(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  )

function operationOf(path: string, method: 'get' | 'post' | 'put' | 'delete'): OperationObject {
  const op = document.paths[path]?.[method]
  if (!op) throw new Error(`${method} ${path} is not in the document`)
  return op
}

const schema = (name: string): JsonSchema => {
  const found = document.components.schemas[name]
  if (!found) throw new Error(`no schema ${name}`)
  return found
}

const successData = (op: OperationObject, status = '200') => {
  const response = op.responses[status]
  const allOf = response && 'content' in response ? response.content?.['application/json']?.schema.allOf : []
  return (allOf?.[1] as JsonSchema | undefined)?.properties?.data
}

describe('GET /api/openapi.json', () => {
  it('answers the document as JSON, the same bytes every time', async () => {
    const first = await app.request('/api/openapi.json')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/^application\/json/)
    const second = await app.request('/api/openapi.json')
    expect(await second.text()).toBe(await first.text())
    expect(document.openapi).toMatch(/^3\.1\./)
  })

  it('describes every route mounted under /api, each with its method — and nothing else', () => {
    const mounted = apiRouteKeys(app.routes)
    const documented = documentedKeys(document)
    // A route added without describeRoute() shows up here.
    expect([...mounted].filter((key) => !documented.has(key))).toEqual([])
    expect([...documented].filter((key) => !mounted.has(key))).toEqual([])
    expect(mounted.size).toBeGreaterThan(75)
    expect(Object.keys(document.paths).some((path) => path.startsWith('/dev'))).toBe(false)
  })

  it('is a valid OpenAPI 3.1 document (checked offline against the bundled schema)', async () => {
    const validator = new Validator()
    const result = await validator.validate(document)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    // The validator is not vacuous: a broken document fails.
    const broken = await new Validator().validate({ ...document, info: { title: 'no version' } })
    expect(broken.valid).toBe(false)
  })

  it('has only valid JSON Schema 2020-12 components, and every $ref resolves', () => {
    const ajv = new Ajv2020({ strict: false })
    for (const [name, component] of Object.entries(document.components.schemas)) {
      expect(ajv.validateSchema(component), `${name}: ${ajv.errorsText()}`).toBe(true)
    }
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? []
    for (const ref of new Set(refs)) {
      const [, kind, name] = /#\/components\/(\w+)\/([^"]+)/.exec(ref) ?? []
      const components = document.components as Record<string, Record<string, unknown>>
      expect(components[kind ?? '']?.[name ?? ''], ref).toBeDefined()
    }
  })

  it('converts every schema with nothing the converter could not express', () => {
    expect(buildOpenApiDocument(app.routes, 'test').problems).toEqual([])
  })

  it('gives every operation a summary, a known tag and a unique operationId', () => {
    const tags = new Set(document.tags.map((tag) => tag.name))
    const ids = new Set<string>()
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item)) {
        expect(op.summary.length).toBeGreaterThan(3)
        expect(op.tags.every((tag) => tags.has(tag))).toBe(true)
        expect(ids.has(op.operationId)).toBe(false)
        ids.add(op.operationId)
      }
    }
  })

  it('claims the sign-in each route really demands (requireAuth, requireVerified)', () => {
    const handlersOf = (method: string, path: string) =>
      app.routes
        .filter(
          (route) =>
            (route.method === method && route.path === path) ||
            (route.method === 'ALL' &&
              route.path.endsWith('/*') &&
              route.path !== '/api/*' &&
              path.startsWith(route.path.slice(0, -2))),
        )
        .map((route) => route.handler)
    for (const route of app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))) {
      const op = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase() as 'get']
      if (!op) continue // the coverage test above names it
      const handlers = handlersOf(route.method, route.path)
      const key = `${route.method} ${route.path}`
      expect(handlers.includes(requireAuth), key).toBe(['required', 'verified'].includes(op['x-auth']))
      expect(handlers.includes(requireVerified), key).toBe(op['x-auth'] === 'verified')
    }
  })
})

describe('spot checks', () => {
  it('POST /api/Auth/login takes the login body with email and password', () => {
    const op = operationOf('/api/Auth/login', 'post')
    const body = op.requestBody?.content['application/json']?.schema
    expect(body).toEqual({ $ref: '#/components/schemas/LoginInput' })
    const login = schema('LoginInput')
    expect(Object.keys(login.properties ?? {})).toEqual(['email', 'password', 'rememberMe'])
    expect(login.required).toEqual(['email', 'password'])
    expect(login.additionalProperties).toBe(false)
    expect(schema('Email')).toMatchObject({ type: 'string', format: 'email', maxLength: 254 })
    expect(op.security).toEqual([])
    expect(successData(op)).toEqual({ $ref: '#/components/schemas/LoginResult' })
  })

  it('GET /api/Job lists its query parameters', () => {
    const params = (operationOf('/api/Job', 'get').parameters ?? []) as ParameterObject[]
    expect(params.every((param) => param.in === 'query' && !param.required)).toBe(true)
    expect(params.map((param) => param.name).sort()).toEqual(
      [
        'company',
        'companyId',
        'datePosted',
        'employmentType',
        'experienceLevel',
        'isRemote',
        'limit',
        'location',
        'page',
        'salaryMax',
        'salaryMin',
        'search',
        'searchRadius',
        'skills',
      ].sort(),
    )
    expect(params.find((param) => param.name === 'search')?.schema).toMatchObject({ maxLength: 200 })
    expect(params.find((param) => param.name === 'limit')?.schema).toMatchObject({ default: 20 })
  })

  it('GET /api/Job/{id} has the id path parameter and answers a Job', () => {
    const op = operationOf('/api/Job/{id}', 'get')
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }))
    expect(successData(op)).toEqual({ $ref: '#/components/schemas/Job' })
    expect(schema('Job').properties).toHaveProperty('title')
    expect(op.security).toEqual([{}, { bearerAuth: [] }])
    expect(op.responses['404']).toBeDefined()
  })

  it('describes the uploads as multipart/form-data with their file parts', () => {
    const apply = operationOf('/api/Job/{id}/apply', 'post').requestBody?.content['multipart/form-data']
    expect(apply?.schema.properties).toHaveProperty('cv.contentMediaType', 'application/octet-stream')
    expect(apply?.schema.properties).toHaveProperty('coverLetter')
    expect(apply?.encoding?.cv?.contentType).toContain('application/pdf')
    const upload = operationOf('/api/Job/CreateFromFile', 'post').requestBody?.content['multipart/form-data']
    expect(upload?.schema.required).toEqual(['file'])
  })

  it('names bearer auth as the security scheme of signed-in routes, and the shared error envelope', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    const me = operationOf('/api/Users/me', 'get')
    expect(me.security).toEqual([{ bearerAuth: [] }])
    expect(me.responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' })
    expect(schema('ErrorEnvelope').required).toEqual(['success', 'error', 'timestamp'])
    expect(operationOf('/api/health', 'get').security).toEqual([])
  })

  it('offers the Idempotency-Key header on writes only', () => {
    const header = { $ref: '#/components/parameters/IdempotencyKey' }
    expect(operationOf('/api/Job', 'post').parameters).toContainEqual(header)
    expect(operationOf('/api/Job', 'get').parameters).not.toContainEqual(header)
  })
})

describe('GET /api/docs', () => {
  it('answers a self-contained HTML page whose inline script the CSP allows by hash', async () => {
    const res = await app.request('/api/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    // No script, style sheet, image or font from another host; the only fetch is same-origin.
    expect(html).not.toMatch(/<(script|link|img|iframe)[^>]+(src|href)=["']?(https?:)?\/\//i)
    expect(html).not.toMatch(/url\(\s*["']?(https?:)?\/\//i)
    expect(html).not.toMatch(/@import/i)
    expect(html).toContain('fetch(DOCUMENT_URL')
    expect(html).toContain("'/api/openapi.json'")
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`'sha256-${hash}'`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toMatch(/connect-src 'self'/)
  })
  it('renders every tag and operation from the document, and filters them', async () => {
    const html = await (await app.request('/api/docs')).text()
    const json = JSON.stringify(document)
    const window = new Window({
      url: 'http://localhost/api/docs#op-getJobById',
      settings: {
        enableJavaScriptEvaluation: true,
        suppressInsecureJavaScriptEnvironmentWarning: true,
        fetch: {
          interceptor: {
            beforeAsyncRequest: async ({ request }) => {
              expect(new URL(request.url).pathname).toBe('/api/openapi.json')
              return new window.Response(json, { headers: { 'content-type': 'application/json' } })
            },
          },
        },
      },
    })
    try {
      window.document.write(html)
      await window.happyDOM.waitUntilComplete()
      const page = window.document
      const operations = Object.values(document.paths).flatMap((item) => Object.values(item))
      expect(page.querySelectorAll('details.op > summary')).toHaveLength(operations.length)
      expect([...page.querySelectorAll('section.tag h2')].map((h) => h.textContent)).toEqual(
        document.tags.map((tag) => tag.name),
      )
      expect(page.querySelectorAll('nav a').length).toBe(document.tags.length + 1)
      // The linked operation is open, with its path parameter and its answer's schema.
      const job = page.getElementById('op-getJobById') as unknown as { open: boolean; textContent: string }
      expect(job.open).toBe(true)
      expect(job.textContent).toContain('The job id (uuid).')
      expect(page.querySelector('#op-getJobById a[href="#schema-job"]')).not.toBeNull()
      expect(page.getElementById('schema-job')?.textContent).toContain('title')
      const filter = page.getElementById('filter') as unknown as {
        value: string
        dispatchEvent(e: Event): void
      }
      filter.value = 'alerts'
      filter.dispatchEvent(new window.Event('input') as unknown as Event)
      const shown = page.querySelectorAll('details.op:not([hidden])').length
      expect(shown).toBe(operations.filter((op) => op.operationId.includes('Alerts')).length)
      expect(page.getElementById('count')?.textContent).toBe(`${shown} of ${operations.length} operations`)
    } finally {
      await window.happyDOM.close()
    }
  })
})
