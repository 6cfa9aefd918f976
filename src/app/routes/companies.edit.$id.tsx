import { createFileRoute, notFound } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { useCompany } from '@/features/companies/api/get-company'
import { loadCompany } from '@/features/companies/api/load-company'
import { CompanyEditPage } from '@/features/companies/components/company-edit-page'
import { isNotFound } from '@/features/companies/lib/company-errors'
import { usePageMeta } from '@/hooks/use-page-meta'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { sessionStore } from '@/lib/session/session'

export const Route = createFileRoute('/companies/edit/$id')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  loader: async ({ context, params }) => {
    try {
      await loadCompany(context.queryClient, params.id, sessionStore.getState().user?.id, { fresh: true })
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  component: CompanyEditRoute,
})

function CompanyEditRoute() {
  const { id } = Route.useParams()
  const company = useCompany(id).data
  usePageMeta({ title: 'Edit company', noindex: true })
  return <AuthGate>{company ? <CompanyEditPage key={company.id} company={company} /> : null}</AuthGate>
}
