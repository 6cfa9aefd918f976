import { Badge, Button, Card, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { JobStatus } from '@/api/jobs/job-statuses'
import type { JobSummary } from '@/api/jobs/job-summary'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { formatRelativeDate } from '@/lib/dates'
import { formatCount } from '@/lib/format-count'
import { useSession } from '@/lib/session/use-session'
import { myJobsQueryOptions } from '../api/get-my-jobs'
import { STATUS_COLORS, STATUS_LABELS } from '../lib/job-labels'
import { summaryPermissions } from '../lib/owner-actions'
import { serverMessage } from '../lib/server-errors'
import { JobOwnerActions } from './job-owner-actions'

type Props = {
  status?: JobStatus | undefined
  page?: number
  limit?: number
  onPageChange?: (page: number) => void
  /** Hide the per-job actions (a compact dashboard widget). */
  showActions?: boolean
}

function Counter({ value, label }: { value: number; label: string }) {
  return (
    <Stack gap="0" minW="16">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {formatCount(value)}
      </Text>
    </Stack>
  )
}

function JobRow({ job, showActions }: { job: JobSummary; showActions: boolean }) {
  const user = useSession((s) => s.user)
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <AppLink href={`/jobs/${job.id}`} fontWeight="semibold" fontSize="lg">
                {job.title}
              </AppLink>
              <Badge colorPalette={STATUS_COLORS[job.status]}>{STATUS_LABELS[job.status]}</Badge>
              {job.isExpired ? <Badge colorPalette="red">Expired</Badge> : null}
              {job.isPublic ? null : <Badge variant="outline">Unlisted</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {[job.company, job.location, `updated ${formatRelativeDate(job.updatedAt).toLowerCase()}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <HStack as="dl" gap="4" align="start" flexShrink={0}>
            <Counter value={job.views} label="Views" />
            <Counter value={job.applications} label="Applications" />
            <Counter value={job.saves} label="Saves" />
          </HStack>
        </Stack>
        {showActions && user ? (
          <JobOwnerActions
            size="xs"
            job={{ ...job, permissions: summaryPermissions(job, user) }}
            // Stay on the list: it refreshes itself (the query is invalidated by the action).
            onDeleted={() => undefined}
          />
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}

/**
 * The caller's jobs and their account's (GET /api/Job/GetSummaryItems) with status, counts and the owner
 * actions. Reusable: /jobs/manage pages through it; a dashboard can show the first few without actions.
 */
export function MyJobsList({ status, page = 1, limit = 10, onPageChange, showActions = true }: Props) {
  const query = useQuery(myJobsQueryOptions({ status, page, limit }))
  if (query.isPending) {
    return (
      <Center minH="20vh" role="status">
        <Spinner color="indigo.solid" />
        <Text srOnly>Loading your jobs…</Text>
      </Center>
    )
  }
  if (query.isError) {
    return (
      <Text role="alert" color="fg.error">
        {serverMessage(query.error)}
      </Text>
    )
  }
  const { items, total, totalPages, hasNext, hasPrev } = query.data
  if (items.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap="3" py="10">
        <Text fontWeight="semibold">
          {status ? `No ${STATUS_LABELS[status].toLowerCase()} jobs.` : 'You have not posted any jobs yet.'}
        </Text>
        <LinkButton href="/jobs/create" colorPalette="indigo">
          Post a job
        </LinkButton>
      </Stack>
    )
  }
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {total === 1 ? '1 job' : `${total} jobs`}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none" ps="0" aria-busy={query.isFetching}>
        {items.map((job) => (
          <JobRow key={job.id} job={job} showActions={showActions} />
        ))}
      </Stack>
      {onPageChange && totalPages > 1 ? (
        <HStack as="nav" aria-label="Pages" justify="center" gap="3">
          <Button size="sm" variant="outline" disabled={!hasPrev} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm" aria-current="page">
            Page {page} of {totalPages}
          </Text>
          <Button size="sm" variant="outline" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </HStack>
      ) : null}
    </Stack>
  )
}
