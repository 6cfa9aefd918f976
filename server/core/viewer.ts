import { eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import type { Db } from '../db/client'
import { accountMemberships } from '../db/schema/accounts'
import type { AuthContext } from './auth-context'
import type { AppEnv } from './app-env'
import { authenticateBearer, authenticateOrReject, requireAuth, requireVerified } from './identity'
import type { Viewer } from './policy'

export type SignedInViewer = NonNullable<Viewer>

/** A route's bindings behind optionalViewer: `c.var.viewer` is the caller, or null when signed out. */
export type ViewerEnv = AppEnv & { Variables: { viewer: Viewer } }
/** A route's bindings behind requireViewer: `c.var.viewer` is a signed-in caller. */
export type SignedInEnv = AppEnv & { Variables: { viewer: SignedInViewer } }

/**
 * The policy's viewer of a signed-in caller: the user's role, the account they act in with their role
 * there, and every membership (the policy caps capabilities on an account's items by the membership role
 * in that account, whichever account the user is acting in).
 */
export async function signedInViewer(db: Db, auth: AuthContext): Promise<SignedInViewer> {
  const rows = await db
    .select({ accountId: accountMemberships.accountId, role: accountMemberships.role })
    .from(accountMemberships)
    .where(eq(accountMemberships.userId, auth.userId))
  const memberships: Record<string, string> = {}
  for (const row of rows) memberships[row.accountId] = row.role
  const accountRole = auth.accountId ? (memberships[auth.accountId] ?? null) : null
  return {
    userId: auth.userId,
    role: auth.role,
    // A session pointing at an account the user has since left acts in no account.
    accountId: accountRole ? auth.accountId : null,
    accountRole,
    memberships,
  }
}

/** The viewer of the request's auth: null when signed out. */
export const viewerFor = async (db: Db, auth: AuthContext | null): Promise<Viewer> =>
  auth ? signedInViewer(db, auth) : null

/** The viewer of a bearer token that authenticates; signed out for a missing, stale or failing one. */
export async function viewerOrSignedOut<E extends AppEnv>(c: Context<E>): Promise<Viewer> {
  return viewerFor(c.var.deps.db, await authenticateBearer(c).catch(() => null))
}

export type ViewerHeaders = {
  /**
   * Send `Vary: Authorization`, since the answer differs with and without a token (the default). The
   * company routes have never sent it and pass false, so their answers stay as they were.
   */
  varyOnToken?: boolean
}

/** The answer depends on who asks: say so to caches. */
function markViewerDependent(c: Context, viewer: Viewer, { varyOnToken = true }: ViewerHeaders) {
  if (varyOnToken) c.header('Vary', 'Authorization')
  // What a signed-in caller gets is theirs alone: never kept in a shared cache.
  if (viewer) c.header('Cache-Control', 'private, no-store')
}

function loadSignedInViewer(headers: ViewerHeaders): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const viewer = await signedInViewer(c.var.deps.db, c.var.auth)
    c.set('viewer', viewer)
    markViewerDependent(c, viewer, headers)
    await next()
  }
}

type RequireViewerOptions = ViewerHeaders & {
  /** Also 400 ACCOUNT_UNVERIFIED until the caller's address is confirmed (every change of one's data). */
  verified?: boolean
}

/**
 * A signed-in route's middlewares, spread into the route: requireAuth (401 AUTHENTICATION_ERROR for a
 * missing or invalid token), with `verified` requireVerified, then `c.var.viewer` for the policy. They stay
 * requireAuth and requireVerified themselves, so the OpenAPI check can see what a route demands.
 */
export function requireViewer(
  options: RequireViewerOptions & { verified: true },
): readonly [typeof requireAuth, typeof requireVerified, MiddlewareHandler<SignedInEnv>]
export function requireViewer(
  options?: RequireViewerOptions & { verified?: false },
): readonly [typeof requireAuth, MiddlewareHandler<SignedInEnv>]
export function requireViewer({ verified = false, ...headers }: RequireViewerOptions = {}) {
  const load = loadSignedInViewer(headers)
  return verified ? ([requireAuth, requireVerified, load] as const) : ([requireAuth, load] as const)
}

export type OptionalViewerOptions = ViewerHeaders & {
  /**
   * An Authorization header that does not authenticate. 'reject' (the default): 401 like on a signed-in
   * route, so the client refreshes its token instead of silently seeing less. 'anonymous': the caller reads
   * as signed out, so a stale token never fails a public page.
   */
  invalidToken?: 'reject' | 'anonymous'
}

/** A public route's middleware: `c.var.viewer` is the caller when a token is sent, else null (signed out). */
export function optionalViewer({
  invalidToken = 'reject',
  ...headers
}: OptionalViewerOptions = {}): MiddlewareHandler<ViewerEnv> {
  return async (c, next) => {
    let viewer: Viewer
    if (invalidToken === 'anonymous') {
      viewer = await viewerOrSignedOut(c)
    } else {
      const auth = c.req.header('authorization') === undefined ? null : await authenticateOrReject(c)
      if (auth) c.set('auth', auth)
      viewer = await viewerFor(c.var.deps.db, auth)
    }
    c.set('viewer', viewer)
    markViewerDependent(c, viewer, headers)
    await next()
  }
}
