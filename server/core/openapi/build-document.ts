import type { RouterRoute } from 'hono/types'
import type * as v from 'valibot'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/api/offline'
import { BEARER_SCHEME, buildOperation, IDEMPOTENCY_PARAMETER, type SchemaLookup } from './build-operation'
import { collectRoutes, type DescribedRoute } from './collect-routes'
import { ERROR_ENVELOPE, ERROR_ENVELOPE_SCHEMA, SUCCESS_ENVELOPE, SUCCESS_ENVELOPE_SCHEMA } from './envelopes'
import { componentRef, convertSchemas } from './json-schema'
import { objectFields } from './object-fields'
import type { OpenApiDocument, OperationObject } from './openapi-types'
import { capitalise, operationId } from './operation-id'
import { pruneComponents } from './prune-components'
import { namedSchemas } from './schema-names'
import { standardErrorResponses } from './standard-errors'
import { API_TAGS, type ApiTag } from './tags'

export type BuiltDocument = {
  document: OpenApiDocument
  /** What the converter could not express (the reference test requires none). */
  problems: string[]
}

/**
 * The OpenAPI 3.1 document of every described /api route in `routes` (an app's `app.routes`). A route
 * without describeRoute is left out — the reference test catches it. The schemas are the valibot schemas
 * that validate the requests and that the client parses the answers with, all converted in one pass.
 */
export function buildOpenApiDocument(routes: readonly RouterRoute[], version: string): BuiltDocument {
  const described: DescribedRoute[] = collectRoutes(routes).flatMap((route) =>
    route.meta ? [{ ...route, meta: route.meta, operationId: operationId(route.method, route.path) }] : [],
  )

  const names = namedSchemas()
  for (const route of described) nameRouteSchemas(route, names)
  const { schemas, problems } = convertSchemas(
    Object.fromEntries([...names].map(([schema, name]) => [name, schema])),
  )
  const nameOf = (schema: v.GenericSchema) => names.get(schema) as string
  const lookup: SchemaLookup = {
    ref: (schema) => ({ $ref: componentRef(nameOf(schema)) }),
    fields: (schema) => objectFields(schemas, nameOf(schema), problems),
  }

  const paths: OpenApiDocument['paths'] = {}
  for (const route of described) {
    const item = (paths[route.path] ??= {}) as Record<string, OperationObject>
    item[route.method] = buildOperation(route, lookup)
  }

  const usedTags = new Set<ApiTag>(described.flatMap((route) => route.meta.tags))
  const document: OpenApiDocument = {
    openapi: '3.1.1',
    info: {
      title: 'ReelHire API',
      version,
      description:
        'Generated from the valibot schemas of src/api that validate each request and that the client ' +
        'parses each answer with. Every JSON answer is an envelope: `{ success: true, data, message?, ' +
        'timestamp }` or `{ success: false, error: { code, message, details? }, timestamp }`. The rules a ' +
        'schema cannot say (permissions, status moves, limits, error choices) are in docs/api.md.',
    },
    tags: Object.entries(API_TAGS)
      .filter(([name]) => usedTags.has(name as ApiTag))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: {
        ...schemas,
        [SUCCESS_ENVELOPE]: SUCCESS_ENVELOPE_SCHEMA,
        [ERROR_ENVELOPE]: ERROR_ENVELOPE_SCHEMA,
      },
      responses: standardErrorResponses(),
      parameters: {
        [IDEMPOTENCY_PARAMETER]: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'Any write may carry one: the first answer is stored for 24 h and replayed for the same ' +
            'request; the same key with another request is 422 (decision 011). Not stored for the calls ' +
            'that issue credentials.',
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
        },
      },
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token of POST /api/Auth/login (15 minutes; POST /api/Auth/refresh renews it).',
        },
      },
    },
  }
  return { document: pruneComponents(document), problems }
}

/** Every schema a route uses becomes a component; one that src/api does not export gets the route's name. */
function nameRouteSchemas(route: DescribedRoute, names: Map<v.GenericSchema, string>) {
  const { meta } = route
  const used: [v.GenericSchema | undefined, string][] = [
    [route.json, 'Body'],
    [route.query ?? meta.query, 'Query'],
    [meta.response, 'Response'],
    [meta.multipart?.fields, 'Fields'],
    ...Object.entries(meta.responses ?? {}).map(([status, other]): [v.GenericSchema | undefined, string] => [
      typeof other === 'string' ? undefined : other.data,
      `Response${status}`,
    ]),
  ]
  for (const [schema, suffix] of used) {
    if (schema && !names.has(schema)) names.set(schema, `${capitalise(route.operationId)}${suffix}`)
  }
}
