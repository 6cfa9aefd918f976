import { queryOptions } from '@tanstack/react-query'
import { UserSchema, type User } from '@/api/users'
import { apiRequest } from '@/lib/api-client/api-client'
import { sessionStore } from '../../lib/session/session'

export const currentUserQueryKey = ['users', 'me'] as const

/** GET /api/Users/me, and the answer becomes current_user so every tab and the shell see the same user. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const user = await apiRequest('/Users/me', { schema: UserSchema, signal })
  sessionStore.getState().setUser(user)
  return user
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => fetchCurrentUser(signal) })
