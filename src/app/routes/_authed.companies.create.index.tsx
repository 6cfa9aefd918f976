import { createFileRoute } from '@tanstack/react-router'
import { CreateCompanyPage } from '@/features/companies/components/create-company-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/companies/create/')({
  component: CreateCompanyRoute,
})

function CreateCompanyRoute() {
  usePageMeta({ title: 'Create a company page', noindex: true })
  return <CreateCompanyPage />
}
