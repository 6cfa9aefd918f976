import { createFileRoute, notFound } from '@tanstack/react-router'
import { useCompany } from '@/features/companies/api/get-company'
import { loadCompany } from '@/features/companies/api/load-company'
import { CompanyOnboardingPage } from '@/features/companies/components/company-onboarding-page'
import { isNotFound } from '@/features/companies/lib/company-errors'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/companies/create/$id')({
  loader: async ({ context, params }) => {
    try {
      await loadCompany(context.queryClient, params.id, context.session.current().user?.id, { fresh: true })
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  component: CompanyOnboardingRoute,
})

function CompanyOnboardingRoute() {
  const { id } = Route.useParams()
  const company = useCompany(id).data
  usePageMeta({ title: 'Set up your company', noindex: true })
  return company ? <CompanyOnboardingPage key={company.id} company={company} /> : null
}
