import { redirect } from '@tanstack/react-router'
import { safeRedirect } from './safe-redirect'
import type { RouteSession } from './route-session'

/** Pages a signed-in user has no business on: sending them back there would bounce them forever. */
const SIGNED_OUT_ONLY = ['/login', '/signup']

/** The `?redirect=` target when it is a same-origin path (safeRedirect) and not a signed-out page, else /dashboard. */
export function signedInTarget(requested: unknown): string {
  const target = safeRedirect(requested)
  if (!target) return '/dashboard'
  const pathname = new URL(target, 'https://reelhire.invalid').pathname.replace(/\/+$/, '').toLowerCase()
  return SIGNED_OUT_ONLY.includes(pathname) ? '/dashboard' : target
}

/**
 * beforeLoad of /login and /signup, given the router context's session: a signed-in user opening them (a bookmark,
 * the back button, a stale tab) goes where the sign-in would have taken them. An unverified one goes to the gate's
 * /verify-email, as a protected page would send them, rather than to a target that would only send them there again.
 */
export function redirectIfSignedIn(session: RouteSession, requested: unknown): void {
  const { token, user } = session.current()
  if (!token || !user) return
  const target = signedInTarget(requested)
  if (user.isEmailVerified === false)
    throw redirect({ to: '/verify-email', search: { redirect: target }, replace: true })
  throw redirect({ href: target, replace: true })
}
