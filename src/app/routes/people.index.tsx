import { createFileRoute } from '@tanstack/react-router'
import { PeoplePage } from '@/features/people/components/people-page'
import { parsePeopleSearch, type PeopleSearch } from '@/features/people/lib/people-search'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/people/')({
  validateSearch: (raw: Record<string, unknown>): PeopleSearch => parsePeopleSearch(raw),
  component: PeopleRoute,
})

function PeopleRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({
    title: 'People',
    description: 'Find job seekers and recruiters on ReelHire and connect with them.',
  })
  return (
    <PeoplePage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
    />
  )
}
