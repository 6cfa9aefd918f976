import type { Context, MiddlewareHandler } from 'hono'
import { ErrorCode } from '@/api/errors'
import type { AuthContext } from './auth-context'
import { serviceContext } from './service-context'
import type { AppEnv } from './app-env'
import { AppError } from './app-error'

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * The caller of the request's bearer access token, once its session is checked live (one indexed lookup,
 * through `deps.authenticate`); null when there is no bearer token or it does not authenticate.
 */
export async function authenticateBearer<E extends AppEnv>(c: Context<E>): Promise<AuthContext | null> {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
  return token ? c.var.deps.authenticate(serviceContext(c), token) : null
}

/** The caller of the request's bearer token; 401 AUTHENTICATION_ERROR when it is missing or does not authenticate. */
export async function authenticateOrReject<E extends AppEnv>(c: Context<E>): Promise<AuthContext> {
  const auth = await authenticateBearer(c)
  if (!auth) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  return auth
}

/**
 * 401 AUTHENTICATION_ERROR unless the bearer token authenticates; then sets `c.var.auth`. Unverified users
 * pass: routes that need a verified address add requireVerified.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('auth', await authenticateOrReject(c))
  await next()
}

/** After requireAuth: 400 ACCOUNT_UNVERIFIED until the address is confirmed. */
export const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.auth.isEmailVerified) throw new AppError(ErrorCode.ACCOUNT_UNVERIFIED)
  await next()
}
