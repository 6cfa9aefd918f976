import { createFileRoute } from '@tanstack/react-router'
import { DiscoveryPage } from '@/features/discovery/components/discovery-page'
import { parseDiscoverySearch, type DiscoverySearch } from '@/features/discovery/lib/discovery-search'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/search')({
  validateSearch: (raw: Record<string, unknown>): DiscoverySearch => parseDiscoverySearch(raw),
  component: SearchRoute,
})

function SearchRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({
    title: 'Discover',
    description: 'Search people, companies, resumes, jobs and videos on ReelHire.',
  })
  return (
    <DiscoveryPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
    />
  )
}
