import type { QueryClient } from '@tanstack/react-query'
import type { RouteSession } from '@/entities/session/route-session'

/**
 * Typed router context: loaders get the query client, and guards and loaders the session (who is signed in),
 * from here, never from a global.
 */
export type RouterContext = {
  queryClient: QueryClient
  session: RouteSession
}
