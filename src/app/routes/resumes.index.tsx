import { createFileRoute } from '@tanstack/react-router'
import { ResumesPage } from '@/features/resumes/components/resumes-page'
import { parseResumesSearch, type ResumesSearch } from '@/features/resumes/lib/resumes-search'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /resumes: the own resumes (master groups), tracked ones for recruiters, and the public resumes. */
export const Route = createFileRoute('/resumes/')({
  validateSearch: (raw: Record<string, unknown>): ResumesSearch => parseResumesSearch(raw),
  component: ResumesRoute,
})

function ResumesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({
    title: 'Resumes',
    description:
      'Build a master resume and variations for each role, choose who sees them, and browse public resumes.',
  })
  return (
    <ResumesPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
    />
  )
}
