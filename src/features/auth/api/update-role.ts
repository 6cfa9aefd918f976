import * as v from 'valibot'
import { UpdateRoleInputSchema } from '@/api/users'
import { apiRequest } from '@/lib/api-client/api-client'

export type SelfServiceRole = v.InferOutput<typeof UpdateRoleInputSchema>['role']

/** PUT /api/Users/me/role {role} (persona selection; the spec's auth action "updateUserRole"). */
export function updateUserRole(role: SelfServiceRole) {
  return apiRequest('/Users/me/role', { method: 'PUT', body: { role }, schema: v.unknown() })
}
