/** One route as Hono lists it. */
export type MountedRoute = { method: string; path: string }

type HasRoutes = { routes: readonly { method: string; path: string }[] }

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The /api routes of the app, once each: middleware entries (method ALL, paths ending in '*') and the
 * static and dev pages outside /api are left out.
 */
export function apiRoutes(app: HasRoutes): MountedRoute[] {
  const seen = new Set<string>()
  const out: MountedRoute[] = []
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.endsWith('*') || !path.startsWith('/api/')) continue
    const key = `${method} ${path}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ method, path })
  }
  return out
}

export const isMutating = (route: MountedRoute) => MUTATING.has(route.method)
export const routeKey = (route: MountedRoute) => `${route.method} ${route.path}`
