import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'

/**
 * Pathless layout: every route under it is protected (seed 2 §2). /dashboard is deliberately outside.
 * beforeLoad turns visitors away before anything renders; AuthGate handles changes while on the page
 * (sign-out in another tab, the spinner while the user is being loaded).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: () => (
    <AuthGate>
      <Outlet />
    </AuthGate>
  ),
})
