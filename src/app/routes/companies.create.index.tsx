import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { CreateCompanyPage } from '@/features/companies/components/create-company-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { sessionStore } from '@/lib/session/session'

export const Route = createFileRoute('/companies/create/')({
  // Protected like the routes under _authed (seed 2 §2): signed out → /login, unverified → /verify-email.
  beforeLoad: ({ location }) => {
    const { token, user } = sessionStore.getState()
    if (!token || !user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
    if (user.isEmailVerified === false)
      throw redirect({ to: '/verify-email', search: { redirect: location.href }, replace: true })
  },
  component: CreateCompanyRoute,
})

function CreateCompanyRoute() {
  usePageMeta({ title: 'Create a company page', noindex: true })
  return (
    <AuthGate>
      <CreateCompanyPage />
    </AuthGate>
  )
}
