import { redirect } from '@tanstack/react-router'
import { sessionStore } from '@/lib/session/session'

/**
 * beforeLoad of the signed-in pages outside the `_authed` layout (their paths sit under /jobs/{id} and
 * /applications): signed out → /login?redirect=…, unverified → /verify-email?redirect=… (seed 2 §2).
 */
export function requireVerifiedSession(href: string): void {
  const { token, user } = sessionStore.getState()
  if (!token || !user) throw redirect({ to: '/login', search: { redirect: href }, replace: true })
  if (user.isEmailVerified === false)
    throw redirect({ to: '/verify-email', search: { redirect: href }, replace: true })
}
