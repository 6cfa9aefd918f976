import { queryOptions } from '@tanstack/react-query'
import { PublicUserSchema } from '@/api/users'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET /api/Users/{id} by slug or GUID: public fields only. */
export const publicUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['users', 'public', id],
    queryFn: ({ signal }) =>
      apiRequest(`/Users/${encodeURIComponent(id)}`, { schema: PublicUserSchema, signal }),
  })
