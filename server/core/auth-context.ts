import type { Role } from '@/api/roles'
import type { ServiceContext } from './service-context'

/** Who is calling, read from the session row and the user row on every authenticated request. */
export type AuthContext = {
  userId: string
  email: string
  role: Role
  accountId: string | null
  sessionId: string
  isEmailVerified: boolean
}

/**
 * Bearer access token → caller, or null when it does not authenticate. The auth module implements it
 * (sessions.ts `authenticate`) and server/app.ts hands it to requireAuth through the app's dependencies, so
 * core checks a token without importing a module.
 */
export type Authenticate = (ctx: ServiceContext, bearer: string) => Promise<AuthContext | null>
