import type * as v from 'valibot'
import { isWrite, type DescribedRoute } from './collect-routes'
import type { JsonSchema } from './json-schema'
import type { ObjectFields } from './object-fields'
import type { MediaTypeObject, OperationObject, ParameterObject } from './openapi-types'
import { operationResponses } from './operation-responses'
import type { RouteMeta } from './route-meta'

export const BEARER_SCHEME = 'bearerAuth'
export const IDEMPOTENCY_PARAMETER = 'IdempotencyKey'

/** How the operation refers to converted schemas: a `$ref` to a component, or an object's fields. */
export type SchemaLookup = {
  ref: (schema: v.GenericSchema) => JsonSchema
  fields: (schema: v.GenericSchema) => ObjectFields
}

/** One operation: its parameters (path, query, Idempotency-Key), body, security and responses. */
export function buildOperation(route: DescribedRoute, lookup: SchemaLookup): OperationObject {
  const { meta } = route
  const query = route.query ?? meta.query
  const parameters: OperationObject['parameters'] = [
    ...route.pathParams.map((name): ParameterObject => ({
      name,
      in: 'path',
      required: true,
      description: meta.params?.[name] ?? `The ${name} from the path.`,
      schema: { type: 'string' },
    })),
    ...(query ? queryParameters(lookup.fields(query)) : []),
    ...(isWrite(route.method) ? [{ $ref: `#/components/parameters/${IDEMPOTENCY_PARAMETER}` }] : []),
  ]
  const op: OperationObject = {
    operationId: route.operationId,
    summary: meta.summary,
    ...(meta.description ? { description: meta.description } : {}),
    tags: [...meta.tags],
    security: security(meta.auth),
    'x-auth': meta.auth,
    ...(parameters.length ? { parameters } : {}),
    responses: operationResponses(route, query !== undefined, lookup.ref),
  }
  if (route.json) {
    op.requestBody = { required: true, content: { 'application/json': { schema: lookup.ref(route.json) } } }
  } else if (meta.multipart) {
    op.requestBody = { required: true, content: { 'multipart/form-data': multipartBody(meta, lookup) } }
  }
  return op
}

/** 'none' reads no token; 'optional' works with and without one; the others need one. */
function security(auth: RouteMeta['auth']): Record<string, string[]>[] {
  if (auth === 'none') return []
  if (auth === 'optional') return [{}, { [BEARER_SCHEME]: [] }]
  return [{ [BEARER_SCHEME]: [] }]
}

/** Each entry of the query schema is one parameter; its description moves up to the parameter. */
function queryParameters(query: ObjectFields): ParameterObject[] {
  return Object.entries(query.properties).map(([name, schema]) => {
    const { description, ...rest } = schema
    return {
      name,
      in: 'query',
      required: query.required.includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    }
  })
}

/** The text fields of the form's schema plus its files (`contentMediaType`, OpenAPI 3.1's file form). */
function multipartBody(meta: RouteMeta, lookup: SchemaLookup): MediaTypeObject {
  const fields = meta.multipart?.fields ? lookup.fields(meta.multipart.fields) : undefined
  const files = Object.entries(meta.multipart?.files ?? {})
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      ...fields?.properties,
      ...Object.fromEntries(
        files.map(([name, file]) => [
          name,
          { type: 'string', contentMediaType: 'application/octet-stream', description: file.description },
        ]),
      ),
    },
    required: [
      ...(fields?.required ?? []),
      ...files.filter(([, file]) => file.required).map(([name]) => name),
    ],
    ...(fields?.strict ? { additionalProperties: false } : {}),
  }
  const encoding = Object.fromEntries(
    files.map(([name, file]) => [name, { contentType: file.mediaTypes.join(', ') }]),
  )
  return { schema, encoding }
}
