import * as v from 'valibot'
import type { UpdateMeInput } from '@/api/users'
import { UserSchema, type User } from '@/api/users'
import { apiRequest } from '@/lib/api-client/api-client'
import { fetchCurrentUser } from './current-user'
import { sessionStore } from '../../lib/session/session'

export type PreferencesInput = {
  skills?: string[]
  openToWork?: boolean
  openToRemote?: boolean
  onboardingComplete?: boolean
}

// Either answer shape is fine: the user is re-read below, so current_user always matches the server.
const AnyUserAnswer = v.union([UserSchema, v.unknown()])

/**
 * PUT /api/Users/me (only the fields the spec lists: firstName, lastName, summary, location, website, phone,
 * currentRole, currentCompany, headline), then the stored user is refreshed for the shell and gate.
 */
export async function updateMe(input: UpdateMeInput): Promise<User> {
  const answer = await apiRequest('/Users/me', { method: 'PUT', body: input, schema: AnyUserAnswer })
  return adopt(answer)
}

/** PUT /api/Users/me/preferences (ours): skills, open to work/remote, onboarding done. */
export async function updatePreferences(input: PreferencesInput): Promise<User> {
  const answer = await apiRequest('/Users/me/preferences', {
    method: 'PUT',
    body: input,
    schema: AnyUserAnswer,
  })
  return adopt(answer)
}

async function adopt(answer: unknown): Promise<User> {
  const parsed = v.safeParse(UserSchema, answer)
  if (parsed.success) {
    sessionStore.getState().setUser(parsed.output)
    return parsed.output
  }
  return fetchCurrentUser()
}
