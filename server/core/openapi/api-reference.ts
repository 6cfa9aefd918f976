import type { RouterRoute } from 'hono/types'

/** The OpenAPI document of one app, built on first use and kept (the routes do not change after start). */
export type ApiReference = { json: () => Promise<string> }

/**
 * Lazy on purpose: nothing is converted while the server starts, and the converter itself is only loaded
 * by the first GET /api/openapi.json. A failed build is not kept, so the next request tries again.
 */
export function apiReference(routes: () => readonly RouterRoute[], version: string): ApiReference {
  let json: Promise<string> | undefined
  const build = async () => {
    const { buildOpenApiDocument } = await import('./build-document')
    return JSON.stringify(buildOpenApiDocument(routes(), version).document)
  }
  return {
    json: () =>
      (json ??= build().catch((error: unknown) => {
        json = undefined
        throw error
      })),
  }
}
