import { Alert } from '@chakra-ui/react'
import type { Job } from '@/api/jobs/job-full'
import { formatDate, type DateSetting } from '@/lib/dates'
import { useDateFormat } from '@/lib/hydration/use-date-format'

/** Whether people can apply: an active job that has not expired. */
export const acceptsApplications = (job: Pick<Job, 'status' | 'isExpired'>) =>
  job.status === 'active' && !job.isExpired

type Banner = { status: 'info' | 'warning'; title: string; description?: string }

export function statusBannerOf(job: Job, dateSetting: DateSetting = {}): Banner | null {
  switch (job.status) {
    case 'draft':
      return {
        status: 'info',
        title: 'Draft',
        description: 'Only you and your team can see this job until it is published.',
      }
    case 'paused':
      return {
        status: 'warning',
        title: 'Paused',
        description: 'This job is not accepting applications right now.',
      }
    case 'closed':
      return {
        status: 'warning',
        title: 'No longer accepting applications',
        description: 'This job is closed.',
      }
    case 'hired':
      return {
        status: 'warning',
        title: 'No longer accepting applications',
        description: 'This position has been filled.',
      }
    case 'active':
      if (job.isExpired) {
        return {
          status: 'warning',
          title: 'No longer accepting applications',
          description: job.expiryDate
            ? `This job expired on ${formatDate(job.expiryDate, dateSetting)}.`
            : 'This job has expired.',
        }
      }
      return job.isPublic
        ? null
        : {
            status: 'info',
            title: 'Private',
            description: 'This job is not listed in search; people with the link can see it.',
          }
  }
}

/** A draft, paused, closed, filled, expired or private job says so above everything else. */
export function JobStatusBanner({ job }: { job: Job }) {
  const banner = statusBannerOf(job, useDateFormat().setting)
  if (!banner) return null
  return (
    <Alert.Root status={banner.status} borderRadius="lg" data-testid="job-status-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{banner.title}</Alert.Title>
        {banner.description ? <Alert.Description>{banner.description}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  )
}
