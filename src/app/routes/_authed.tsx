import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'

/**
 * Pathless layout: every route under it is protected (signed out → /login, unverified → /verify-email).
 * /dashboard is deliberately outside ("not wrapped by the gate").
 * It is the app's one guard: a protected page is a file named `_authed.<path>.tsx` (its URL has no `_authed` in it)
 * and never guards itself; the session comes from the router context.
 * beforeLoad turns visitors away before anything renders; AuthGate handles changes while on the page
 * (sign-out in another tab, the spinner while the user is being loaded).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => requireVerifiedSession(context.session, location.href),
  component: () => (
    <AuthGate>
      <Outlet />
    </AuthGate>
  ),
})
