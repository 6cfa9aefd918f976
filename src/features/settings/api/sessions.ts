import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { LoginSuccessSchema, SessionListSchema } from '@/api/auth'
import { apiRequest } from '@/lib/api-client/api-client'
import { sessionStore } from '@/lib/session/session'

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: ({ signal }) => apiRequest('/Auth/sessions', { schema: SessionListSchema, signal }),
  })

export const revokeSession = (id: string) =>
  apiRequest(`/Auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: v.unknown() })

/**
 * POST /api/Auth/change-password. The server revokes the other sessions; when it answers with a fresh
 * pair for this one, adopt it so this tab stays signed in.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const answer = await apiRequest('/Auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword },
    schema: v.unknown(),
  })
  const fresh = v.safeParse(LoginSuccessSchema, answer)
  if (fresh.success) sessionStore.getState().setTokens(fresh.output.token, fresh.output.refreshToken)
}
