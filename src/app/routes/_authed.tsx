import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { sessionStore } from '@/lib/session/session'

/**
 * Pathless layout: every route under it is protected (seed 2 §2). /dashboard is deliberately outside.
 * beforeLoad turns visitors away before anything renders; AuthGate handles changes while on the page
 * (sign-out in another tab, the spinner while the user is being loaded).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    const { token, user } = sessionStore.getState()
    if (!token || !user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
    if (user.isEmailVerified === false)
      throw redirect({ to: '/verify-email', search: { redirect: location.href }, replace: true })
  },
  component: () => (
    <AuthGate>
      <Outlet />
    </AuthGate>
  ),
})
