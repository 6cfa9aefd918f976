import { createFileRoute } from '@tanstack/react-router'
import { companiesQueryOptions } from '@/features/companies/api/get-companies'
import { CompaniesPage } from '@/features/companies/components/companies-page'
import {
  companiesListQuery,
  parseCompaniesSearch,
  type CompaniesSearch,
} from '@/features/companies/lib/companies-search'
import { usePageMeta } from '@/hooks/use-page-meta'
import { ensureQueryDataOffline } from '@/lib/offline-query'

export const Route = createFileRoute('/companies/')({
  validateSearch: (raw: Record<string, unknown>): CompaniesSearch => parseCompaniesSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    // Arriving needs the list (from this device when offline); a filter changed on the page does not block:
    // the page keeps the previous results on screen and shows the new ones (or why not) when they come.
    if (cause === 'stay') return
    await ensureQueryDataOffline(context.queryClient, companiesQueryOptions(companiesListQuery(deps)))
  },
  component: CompaniesRoute,
})

function CompaniesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({
    title: 'Companies',
    description:
      'Browse companies hiring on ReelHire by industry, size and location, and follow the ones you like.',
  })
  return (
    <CompaniesPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
    />
  )
}
