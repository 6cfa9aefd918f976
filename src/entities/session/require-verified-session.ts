import { redirect } from '@tanstack/react-router'
import type { RouteSession } from './route-session'

/**
 * beforeLoad of the `_authed` layout, the one guard of every signed-in page (spec: protected routes): signed
 * out → /login?redirect=…, unverified (isEmailVerified explicitly false) → /verify-email?redirect=…, where the
 * redirect is the page asked for, query and all. The layout's AuthGate handles changes while a page is open
 * (a sign-out in another tab).
 */
export function requireVerifiedSession(session: RouteSession, href: string): void {
  const { token, user } = session.current()
  if (!token || !user) throw redirect({ to: '/login', search: { redirect: href }, replace: true })
  if (user.isEmailVerified === false)
    throw redirect({ to: '/verify-email', search: { redirect: href }, replace: true })
}
