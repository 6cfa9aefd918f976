import { QueryClient } from '@tanstack/react-query'
import { QUERY_GC_MS, QUERY_STALE_MS } from '@/config/query-cache'
import { ApiError } from '@/lib/api-client/api-error'
import { applyPersistedQueryDefaults } from '@/lib/query-persistence/persisted-queries'

/** A 4xx is an answer, not a hiccup: asking again gives the same answer. */
const isClientError = (error: unknown) =>
  error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500

const retryUpTo = (max: number) => (failureCount: number, error: unknown) =>
  !isClientError(error) && failureCount < max

/**
 * The spec's data query defaults: stale 5 min, cache 10 min; 3 query and 2 mutation retries
 * in production, 1 and 0 elsewhere (fast feedback while developing); refetch on focus only in production.
 * Queries the app keeps offline (PERSISTED_QUERY_ROOTS) live as long as the persisted cache instead.
 */
export function createAppQueryClient({ production = import.meta.env.PROD }: { production?: boolean } = {}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: retryUpTo(production ? 3 : 1),
        refetchOnWindowFocus: production,
      },
      mutations: {
        retry: retryUpTo(production ? 2 : 0),
      },
    },
  })
  applyPersistedQueryDefaults(client)
  return client
}
