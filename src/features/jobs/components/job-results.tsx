import { Button } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Briefcase, Bookmark, RotateCcw, SearchX, WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { JobCard } from '@/entities/job/job-card'
import { CreateAlertButton } from '@/entities/job-alert/create-alert-button'
import { SaveJobButton } from '@/entities/job/save-job-button'
import { Pagination } from '@/components/navigation/pagination'
import { jobsResultsClass as c } from '@/components/static-css/jobs-results'
import { LastChecked } from '@/components/sync/last-checked'
import { toUserMessage } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { useIsOnline } from '@/lib/online-state'
import { effectiveSearchText } from '@/lib/search-text'
import { formatInteger } from '@/lib/en-us-number'
import { jobsQueryOptions } from '../api/get-jobs'
import { activeFilterCount, toJobListParams, type JobsSearch } from '../lib/jobs-search-params'
import { JobCardList } from './job-card-list'
import { JobCardSkeletons } from './job-card-skeleton'
import { ResultsToolbar } from './results-toolbar'

/** The results counter: '1,234 jobs', '1 job'. */
export const jobCountText = (total: number) => `${formatInteger(total)} ${total === 1 ? 'job' : 'jobs'}`

type Props = {
  search: JobsSearch
  onPageChange: (page: number) => void
  onViewChange: (view: 'grid' | 'list') => void
  onLimitChange: (limit: number) => void
  onClearFilters: () => void
  onShowSaved: () => void
  /** The phone's Filters button, shown in the toolbar below the md breakpoint. */
  filtersButton?: ReactNode
}

function Message({
  icon,
  title,
  description,
  action,
  alert = false,
}: {
  icon: ReactNode
  title: string
  description: string
  action?: ReactNode
  alert?: boolean
}) {
  return (
    <div className={c.message} role={alert ? 'alert' : undefined}>
      <div className={c.messageContent}>
        <div className={c.messageIndicator}>{icon}</div>
        <div className={c.messageText}>
          <h3 className={c.messageTitle}>{title}</h3>
          <p className={c.messageDescription}>{description}</p>
        </div>
        {action}
      </div>
    </div>
  )
}

/**
 * The "All jobs" results: counter, grid or list, pagination; skeletons while the first page loads, the
 * previous results (dimmed) while another loads, an empty state with "Clear filters", an error state with
 * retry, and an offline state pointing at the saved jobs. Plain elements with static classes around the Chakra
 * widgets (decision 023).
 */
export function JobResults({
  search,
  onPageChange,
  onViewChange,
  onLimitChange,
  onClearFilters,
  onShowSaved,
  filtersButton,
}: Props) {
  const params = toJobListParams(search)
  const query = useQuery(jobsQueryOptions(params))
  const view = search.view ?? 'grid'
  const online = useIsOnline()
  const fresh = query.isPlaceholderData ? undefined : query.data
  // Offline, a search not kept on this device has no results to show: the previous search's would mislead.
  const offlineMissing =
    !fresh && (!online || query.fetchStatus === 'paused' || isOfflineFailure(query.error))
  const failed = !fresh && query.isError && !offlineMissing
  const data = offlineMissing || failed ? undefined : query.data
  const narrowed = activeFilterCount(search) > 0 || effectiveSearchText(search.search) !== undefined

  let body: ReactNode
  if (data && data.items.length > 0) {
    body = (
      <div className={c.body}>
        <JobCardList view={view} dimmed={query.isPlaceholderData} label="Job results">
          {data.items.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                variant={view}
                headingLevel="h2"
                saveSlot={
                  job.permissions?.canEdit ? undefined : (
                    <SaveJobButton
                      jobId={job.id}
                      jobTitle={job.title}
                      job={job}
                      onlyWhenSaved={job.permissions?.canSave === false}
                      {...(job.isSaved === undefined ? {} : { initialSaved: job.isSaved })}
                    />
                  )
                }
              />
            </li>
          ))}
        </JobCardList>
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={onPageChange}
          label="Job results pages"
        />
      </div>
    )
  } else if (data && data.total > 0) {
    body = (
      <Message
        icon={<SearchX />}
        title="No jobs on this page"
        description={`There are ${jobCountText(data.total)}, on ${data.totalPages} pages.`}
        action={
          <Button variant="outline" onClick={() => onPageChange(1)}>
            Go to the first page
          </Button>
        }
      />
    )
  } else if (data) {
    body = (
      <Message
        icon={<SearchX />}
        title={narrowed ? 'No jobs match your search' : 'No open jobs right now'}
        description={
          narrowed
            ? 'Try other words, or remove some filters to see more jobs.'
            : 'New jobs are posted every day. Check back soon.'
        }
        action={
          narrowed ? (
            <Button variant="outline" colorPalette="indigo" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    )
  } else if (offlineMissing) {
    body = (
      <Message
        icon={<WifiOff />}
        title="You're offline"
        description="These results aren't saved on this device yet. They load when you're back online; your saved jobs are readable now."
        action={
          <Button variant="outline" colorPalette="indigo" onClick={onShowSaved}>
            <Bookmark aria-hidden /> Saved jobs
          </Button>
        }
      />
    )
  } else if (failed) {
    body = (
      <Message
        alert
        icon={<Briefcase />}
        title="Failed to load jobs"
        description={toUserMessage(query.error)}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        }
      />
    )
  } else {
    body = <JobCardSkeletons count={view === 'list' ? 4 : 6} variant={view} />
  }

  return (
    <section aria-label="Jobs" className={c.root}>
      <ResultsToolbar
        end={<CreateAlertButton search={params} size="sm" variant="outline" />}
        view={view}
        limit={params['limit'] as number}
        onViewChange={onViewChange}
        onLimitChange={onLimitChange}
        start={filtersButton}
        count={
          <p className={c.count} role="status" aria-live="polite" data-testid="jobs-count">
            {data ? jobCountText(data.total) : query.isPending && !offlineMissing ? 'Searching…' : ''}
            {data && search.company ? <span className={c.countCompany}> at {search.company}</span> : null}
          </p>
        }
      />
      {data ? (
        <div className={c.checked}>
          <LastChecked updatedAt={query.dataUpdatedAt} stale={query.isRefetchError} />
        </div>
      ) : null}
      {body}
    </section>
  )
}
