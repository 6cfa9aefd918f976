import { createFileRoute, notFound } from '@tanstack/react-router'
import { companyDisplayName } from '@/api/companies/company-names'
import { companyQueryOptions, useCompany } from '@/features/companies/api/get-company'
import { CompanyProfilePage } from '@/features/companies/components/company-profile-page'
import { isNotFound } from '@/features/companies/lib/company-errors'
import { parseProfileSearch, type ProfileSearch } from '@/features/companies/lib/profile-tabs'
import { usePageMeta } from '@/hooks/use-page-meta'
import { ensureQueryDataOffline } from '@/lib/offline-query'

export const Route = createFileRoute('/companies/$id/')({
  validateSearch: (raw: Record<string, unknown>): ProfileSearch => parseProfileSearch(raw),
  loader: async ({ context, params }) => {
    const { token, user } = context.session.current()
    try {
      await ensureQueryDataOffline(
        context.queryClient,
        companyQueryOptions(params.id, token ? user?.id : null),
      )
    } catch (error) {
      // Unknown, or not visible to this viewer (the server does not say which): the app's not-found page.
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  component: CompanyRoute,
})

function CompanyRoute() {
  const { id } = Route.useParams()
  const { tab, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const company = useCompany(id).data
  usePageMeta({
    title: company ? companyDisplayName(company.name) : 'Company',
    description: company?.tagline ?? company?.description?.slice(0, 160) ?? 'A company on ReelHire.',
    noindex: company ? company.status !== 'active' && company.status !== 'paused' : false,
  })
  return (
    <CompanyProfilePage
      id={id}
      tab={tab ?? 'about'}
      onTabChange={(next) =>
        void navigate({ search: next === 'about' ? {} : { tab: next }, replace: true, resetScroll: false })
      }
      jobsPage={page ?? 1}
      onJobsPageChange={(next) =>
        void navigate({ search: { tab: 'jobs', ...(next > 1 ? { page: next } : {}) }, resetScroll: false })
      }
    />
  )
}
