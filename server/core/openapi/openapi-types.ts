import type { JsonSchema } from './json-schema'

/** The part of OpenAPI 3.1 the generator writes (https://spec.openapis.org/oas/v3.1.1). */

export type MediaTypeObject = { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }

export type ResponseObject = { description: string; content?: Record<string, MediaTypeObject> }

export type ParameterObject = {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  description?: string
  schema: JsonSchema
}

export type OperationObject = {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  security: Record<string, string[]>[]
  'x-auth': string
  parameters?: (ParameterObject | { $ref: string })[]
  requestBody?: { required: boolean; content: Record<string, MediaTypeObject> }
  responses: Record<string, ResponseObject | { $ref: string }>
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options'

export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description: string }
  tags: { name: string; description: string }[]
  paths: Record<string, PathItemObject>
  components: {
    schemas: Record<string, JsonSchema>
    responses: Record<string, ResponseObject>
    parameters: Record<string, ParameterObject>
    securitySchemes: Record<string, Record<string, string>>
  }
}
