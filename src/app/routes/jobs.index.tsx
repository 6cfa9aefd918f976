import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { jobsQueryOptions } from '@/features/jobs/api/get-jobs'
import { JobsPage, type SearchChangeOptions } from '@/features/jobs/components/jobs-page'
import { parseJobsSearch, toJobListParams, type JobsSearch } from '@/features/jobs/lib/jobs-search-params'
import { usePageMeta } from '@/hooks/use-page-meta'
import { ensureQueryDataOffline } from '@/lib/offline-query'
import { savedJobsQueryOptions } from '@/entities/job/saves/saved-jobs-query'
import { effectiveSearchText } from '@/lib/search-text'

/**
 * /jobs: search, filters, results and the Saved tab, all in the URL (validated with valibot in
 * parseJobsSearch). The loader warms the cache on entry; search changes on the page do not wait for it (the
 * page shows the previous results dimmed, or skeletons). It never fails the page: offline or failing, the
 * results area says so and the Saved tab still works.
 */
export const Route = createFileRoute('/jobs/')({
  validateSearch: (raw: Record<string, unknown>): JobsSearch => parseJobsSearch(raw),
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient, session }, deps: { search }, cause }) => {
    const { token, user } = session.current()
    const signedIn = token !== null && user !== null
    const load =
      search.tab === 'saved'
        ? signedIn
          ? ensureQueryDataOffline(queryClient, savedJobsQueryOptions())
          : Promise.resolve()
        : ensureQueryDataOffline(queryClient, jobsQueryOptions(toJobListParams(search)))
    const settled = load.then(
      () => undefined,
      () => undefined,
    )
    if (cause !== 'stay') await settled
  },
  component: JobsRoute,
})

function JobsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/jobs/' })
  const text = effectiveSearchText(search.search)
  usePageMeta({
    title:
      search.tab === 'saved'
        ? 'Saved jobs'
        : text
          ? `Jobs: ${text}`
          : search.company
            ? `Jobs at ${search.company}`
            : 'Jobs',
    description:
      'Search open jobs by title, company, skill, location, salary and more. Save jobs to read them offline.',
  })
  return (
    <JobsPage
      search={search}
      onSearchChange={(next: JobsSearch, options?: SearchChangeOptions) =>
        void navigate({ to: '/jobs', search: next, replace: options?.replace ?? false, resetScroll: false })
      }
    />
  )
}
