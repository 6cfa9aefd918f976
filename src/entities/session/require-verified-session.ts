import { redirect } from '@tanstack/react-router'
import { sessionStore } from '../../lib/session/session'

/**
 * beforeLoad of every signed-in page (the `_authed` layout, and the protected pages that live beside public ones:
 * /jobs/create…, /jobs/{id}/apply, /applications, /companies/create…): signed out → /login?redirect=…, unverified
 * → /verify-email?redirect=… (seed 2 §2 protected routes). Pages also wrap themselves in AuthGate for changes
 * while they are open (a sign-out in another tab).
 */
export function requireVerifiedSession(href: string): void {
  const { token, user } = sessionStore.getState()
  if (!token || !user) throw redirect({ to: '/login', search: { redirect: href }, replace: true })
  if (user.isEmailVerified === false)
    throw redirect({ to: '/verify-email', search: { redirect: href }, replace: true })
}
