import { createFileRoute } from '@tanstack/react-router'
import { useCompany } from '@/features/companies/api/get-company'
import { loadCompanyForOwner } from '@/features/companies/api/load-company'
import { CompanyEditPage } from '@/features/companies/components/company-edit-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/companies/edit/$id')({
  loader: ({ context, params }) =>
    loadCompanyForOwner(context.queryClient, params.id, context.session.current().user?.id),
  component: CompanyEditRoute,
})

function CompanyEditRoute() {
  const { id } = Route.useParams()
  const company = useCompany(id).data
  usePageMeta({ title: 'Edit company', noindex: true })
  return company ? <CompanyEditPage key={company.id} company={company} /> : null
}
