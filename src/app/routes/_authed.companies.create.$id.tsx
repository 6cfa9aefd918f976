import { createFileRoute } from '@tanstack/react-router'
import { useCompany } from '@/features/companies/api/get-company'
import { loadCompanyForOwner } from '@/features/companies/api/load-company'
import { CompanyOnboardingPage } from '@/features/companies/components/company-onboarding-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/companies/create/$id')({
  loader: ({ context, params }) =>
    loadCompanyForOwner(context.queryClient, params.id, context.session.current().user?.id),
  component: CompanyOnboardingRoute,
})

function CompanyOnboardingRoute() {
  const { id } = Route.useParams()
  const company = useCompany(id).data
  usePageMeta({ title: 'Set up your company', noindex: true })
  return company ? <CompanyOnboardingPage key={company.id} company={company} /> : null
}
