import { Hono } from 'hono'
import type { AppEnv } from '../../core/app-env'
import type { ApiReference } from '../../core/openapi/api-reference'
import { describeRoute } from '../../core/openapi/describe-route'
import { docsPageHtml } from '../../core/openapi/docs-page'

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every /api route, generated from the schemas that
 * validate them) and GET /api/docs (a page that renders it, with no other host involved). Both are public:
 * the document says what the routes accept, never anything about their data.
 */
export function openApiRoutes(reference: ApiReference) {
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      describeRoute({
        summary: 'The OpenAPI 3.1 document of this API',
        tags: ['Reference'],
        auth: 'none',
        raw: { mediaType: 'application/json', description: 'This document (not an envelope).' },
      }),
      async (c) =>
        c.body(await reference.json(), 200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
        }),
    )
    .get(
      '/docs',
      describeRoute({
        summary: 'The browsable reference',
        description: 'An HTML page that renders /api/openapi.json; it loads nothing from another host.',
        tags: ['Reference'],
        auth: 'none',
        raw: { mediaType: 'text/html', description: 'The reference page.' },
      }),
      (c) => c.html(docsPageHtml(), 200, { 'Cache-Control': 'no-cache' }),
    )
}
