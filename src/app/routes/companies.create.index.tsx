import { createFileRoute } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { CreateCompanyPage } from '@/features/companies/components/create-company-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'

export const Route = createFileRoute('/companies/create/')({
  // Protected like the routes under _authed (seed 2 §2): signed out → /login, unverified → /verify-email.
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
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
