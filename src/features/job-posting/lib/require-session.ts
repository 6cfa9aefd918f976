import { redirect } from '@tanstack/react-router'
import { sessionStore } from '@/lib/session/session'

/**
 * beforeLoad of the job-posting pages (/jobs/create…, /jobs/edit/{id}, /jobs/manage, /jobs/{id}/analytics),
 * which live beside the public /jobs pages rather than under the `_authed` layout: signed out →
 * /login?redirect=…, unverified → /verify-email?redirect=… (seed 2 §2 protected routes). The page itself is
 * wrapped in AuthGate for changes while it is open (a sign-out in another tab).
 */
export function requireSignedIn(href: string): void {
  const { token, user } = sessionStore.getState()
  if (!token || !user) throw redirect({ to: '/login', search: { redirect: href }, replace: true })
  if (user.isEmailVerified === false)
    throw redirect({ to: '/verify-email', search: { redirect: href }, replace: true })
}
