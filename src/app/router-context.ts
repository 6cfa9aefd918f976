import type { QueryClient } from '@tanstack/react-query'

/** Typed router context: loaders get the query client from here, never from a global. */
export type RouterContext = {
  queryClient: QueryClient
}
