import * as v from 'valibot'
import type { LoginUser } from '@/api/auth'
import type { User } from '@/api/users'

/**
 * What current_user holds: the login answer's {id, email, name, role} at first, then the full User from
 * GET /api/Users/me. Fields beyond the login four are optional so either shape reads back.
 */
export type SessionUser = LoginUser & Partial<Omit<User, keyof LoginUser>>

const StoredUserSchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  email: v.optional(v.string(), ''),
  name: v.optional(v.string(), ''),
  role: v.optional(v.union([v.string(), v.number()]), ''),
})

/** Parses the stored JSON; anything unreadable counts as no user (and so no session). */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null
  try {
    const result = v.safeParse(StoredUserSchema, JSON.parse(raw))
    if (!result.success) return null
    const { id, role, ...rest } = result.output
    return { ...(rest as Omit<SessionUser, 'id' | 'role'>), id: String(id), role: String(role) }
  } catch {
    return null
  }
}

export function displayName(user: Pick<SessionUser, 'name' | 'email' | 'data'>): string {
  const first = user.data?.firstName?.trim()
  const last = user.data?.lastName?.trim()
  if (first || last) return [first, last].filter(Boolean).join(' ')
  return user.name.trim() || user.email || 'there'
}
