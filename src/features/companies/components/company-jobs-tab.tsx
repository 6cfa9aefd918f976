import { Button, Skeleton } from '@chakra-ui/react'
import { RotateCcw } from 'lucide-react'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { JobCard } from '@/entities/job/job-card'
import { SaveJobButton } from '@/entities/job/save-job-button'
import { Pagination } from '@/components/navigation/pagination'
import { companyProfileClass as c } from '@/components/static-css/company-profile'
import { LinkButton } from '@/components/ui/app-link'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useCompanyJobs } from '../api/get-company-jobs'
import { viewerKey, useViewerId } from '../api/get-company'
import { EmptyTab } from './profile-section'

type Props = { company: CompanyProfile; page: number; onPageChange: (page: number) => void }

export const openJobsText = (total: number) => `${total} open ${total === 1 ? 'position' : 'positions'}`

/** Jobs: the company's jobs (GET /api/Companies/{id}/jobs, 20 a page) as job cards with the save toggle. */
export function CompanyJobsTab({ company, page, onPageChange }: Props) {
  const viewer = useViewerId()
  const jobs = useCompanyJobs(company.id, page, viewerKey(viewer))
  // Offline, a page never seen here waits (paused): not the previous page's jobs under the new number.
  const data = jobs.fetchStatus === 'paused' && jobs.isPlaceholderData ? undefined : jobs.data

  if (!data) {
    if (jobs.fetchStatus === 'paused') {
      return <EmptyTab>You&apos;re offline and these jobs aren&apos;t saved on this device yet.</EmptyTab>
    }
    if (jobs.isError) {
      return (
        <div className={`${c.centered} ${c.centeredPadded}`} role="alert">
          <p className={c.muted}>{toUserMessage(jobs.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void jobs.refetch()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </div>
      )
    }
    return (
      <div className={c.loading} aria-busy="true" aria-label="Loading jobs">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="28" borderRadius="lg" />
        ))}
      </div>
    )
  }
  if (data.items.length === 0) {
    return (
      <div className={c.centered}>
        <EmptyTab>This company has no open jobs right now. Follow it to hear about new ones.</EmptyTab>
        {company.canEdit ? (
          <LinkButton href="/jobs/create" colorPalette="indigo" size="sm">
            Post a job
          </LinkButton>
        ) : null}
      </div>
    )
  }
  return (
    <div className={c.jobs}>
      <div className={c.jobsBar}>
        <p className={c.jobsCount} data-testid="company-jobs-count">
          {company.canEdit ? `${data.total} ${data.total === 1 ? 'job' : 'jobs'}` : openJobsText(data.total)}
        </p>
        {company.activeJobCount > 0 ? (
          <LinkButton href={`/jobs?company=${encodeURIComponent(company.name)}`} variant="ghost" size="sm">
            Search these jobs
          </LinkButton>
        ) : null}
      </div>
      <ul className={jobs.isPlaceholderData ? `${c.jobsList} ${c.jobsListPlaceholder}` : c.jobsList}>
        {data.items.map((job) => (
          <li key={job.id}>
            <JobCard
              job={job}
              variant="list"
              headingLevel="h3"
              saveSlot={<SaveJobButton jobId={job.id} jobTitle={job.title} job={job} />}
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={data.page}
        totalPages={data.totalPages}
        onPageChange={onPageChange}
        label="Job pages"
      />
    </div>
  )
}
