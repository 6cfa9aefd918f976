import { Badge, Box, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Eye, Users } from 'lucide-react'
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS } from '@/api/applications/application-stages'
import type { StageCounts } from '@/api/applications/application-lists'
import type { JobStatus } from '@/api/jobs/job-statuses'
import type { JobSummary } from '@/api/jobs/job-summary'
import { EmptyState } from '@/entities/application/empty-state'
import { stageColor } from '@/entities/application/stage-badge'
import { AppLink } from '@/components/ui/app-link'
import { useReviewerPipeline } from '@/entities/application/reviewer-pipeline'
import { formatCount } from '@/lib/format-count'
import { useJobSummaries } from '../api/get-job-summaries'
import { TalentPoolsWidget, TrackedCandidatesWidget } from './sourcing-widgets'
import { WidgetCard } from './widget-card'

const STATUS_PALETTE: Record<JobStatus, string> = {
  draft: 'gray',
  active: 'green',
  paused: 'yellow',
  closed: 'red',
  hired: 'purple',
}

const statusLabel = (job: Pick<JobSummary, 'status' | 'isExpired'>) =>
  job.isExpired && job.status === 'active'
    ? 'Expired'
    : job.status.charAt(0).toUpperCase() + job.status.slice(1)

export function OwnJobsWidget() {
  const query = useJobSummaries()
  const jobs = query.data?.items ?? []
  return (
    <WidgetCard
      title="Your jobs"
      count={query.data?.total}
      seeAll={{ href: '/jobs/manage', label: 'Manage jobs' }}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {jobs.length === 0 ? (
        <EmptyState
          compact
          title="No jobs yet"
          description="Publish an opening and applications will gather here."
          action={{ label: 'Post your first job', href: '/jobs/create' }}
        />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {jobs.map((job) => (
            <Stack
              as="li"
              key={job.id}
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ sm: 'center' }}
              gap="1.5"
              py="2.5"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Stack gap="0.5" minW="0">
                <HStack gap="2" minW="0">
                  <Text fontWeight="medium" lineClamp={2}>
                    <AppLink href={`/jobs/${job.id}`} color="fg">
                      {job.title}
                    </AppLink>
                  </Text>
                  <Badge
                    colorPalette={job.isExpired ? 'orange' : STATUS_PALETTE[job.status]}
                    variant="subtle"
                    flexShrink={0}
                  >
                    {statusLabel(job)}
                  </Badge>
                </HStack>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {job.company}
                  {job.location ? ` · ${job.location}` : ''}
                </Text>
              </Stack>
              <HStack gap="4" fontSize="sm" color="fg.muted" flexShrink={0}>
                <HStack gap="1" title="Views">
                  <Eye size={14} aria-hidden />
                  <Text>
                    {formatCount(job.views)}
                    <Text as="span" srOnly>
                      {' '}
                      views
                    </Text>
                  </Text>
                </HStack>
                {job.applications > 0 ? (
                  <AppLink
                    href={`/jobs/${job.id}/applicants`}
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                  >
                    <Users size={14} aria-hidden />
                    {job.applications} applicant{job.applications === 1 ? '' : 's'}
                  </AppLink>
                ) : (
                  <HStack gap="1">
                    <Users size={14} aria-hidden />
                    <Text>0 applicants</Text>
                  </HStack>
                )}
              </HStack>
            </Stack>
          ))}
        </Stack>
      )}
    </WidgetCard>
  )
}

/** A stacked bar of the stages (proportional), with the numbers beside it for anyone who cannot see colour. */
function StageBar({ counts, total }: { counts: StageCounts; total: number }) {
  return (
    <Stack gap="3">
      <Flex h="3" borderRadius="full" overflow="hidden" bg="bg.muted" aria-hidden>
        {APPLICATION_STAGES.map((stage) =>
          counts[stage] > 0 ? (
            <Box key={stage} bg={stageColor(stage)} flexGrow={counts[stage]} flexBasis="0" />
          ) : null,
        )}
      </Flex>
      <SimpleGrid as="dl" columns={{ base: 3, sm: 6 }} gap="2">
        {APPLICATION_STAGES.map((stage) => (
          <Box key={stage}>
            <HStack as="dt" gap="1.5" fontSize="xs" color="fg.muted">
              <Box boxSize="2" borderRadius="full" bg={stageColor(stage)} aria-hidden />
              {APPLICATION_STAGE_LABELS[stage]}
            </HStack>
            <Text as="dd" fontWeight="semibold">
              {counts[stage]}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text srOnly>{total} applications in total</Text>
    </Stack>
  )
}

const summaryOf = (counts: StageCounts) =>
  APPLICATION_STAGES.filter((stage) => counts[stage] > 0)
    .map((stage) => `${counts[stage]} ${APPLICATION_STAGE_LABELS[stage].toLowerCase()}`)
    .join(' · ')

export function PipelineWidget() {
  const query = useReviewerPipeline()
  const data = query.data
  const jobs = (data?.jobs ?? []).filter((job) => job.total > 0)
  return (
    <WidgetCard
      title="Application pipeline"
      count={data?.total}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {!data || data.total === 0 ? (
        <EmptyState
          compact
          title="No applications yet"
          description="When people apply to your jobs, you will see each stage here and review them per job."
        />
      ) : (
        <Stack gap="4">
          <StageBar counts={data.totals} total={data.total} />
          {data.staleCount > 0 ? (
            <Text fontSize="sm" color="orange.fg">
              {data.staleCount} applicant{data.staleCount === 1 ? ' is' : 's are'} waiting two weeks or more
              for an update.
            </Text>
          ) : null}
          <Stack as="ul" gap="0" listStyleType="none">
            {jobs.slice(0, 6).map((job) => (
              <HStack
                as="li"
                key={job.jobId}
                justify="space-between"
                gap="3"
                py="2"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" lineClamp={2}>
                    <AppLink href={`/jobs/${job.jobId}/applicants`} color="fg">
                      {job.title}
                    </AppLink>
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {job.status === 'active'
                      ? ''
                      : `${job.status.charAt(0).toUpperCase()}${job.status.slice(1)} · `}
                    {summaryOf(job.counts)}
                  </Text>
                </Stack>
                <Stack gap="0.5" align="flex-end" flexShrink={0}>
                  <Text fontSize="sm" fontWeight="semibold">
                    {job.total}
                  </Text>
                  {job.staleCount > 0 ? (
                    <Badge colorPalette="orange" variant="subtle" size="sm">
                      {job.staleCount} waiting
                    </Badge>
                  ) : null}
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </WidgetCard>
  )
}

/**
 * The recruiter's and employer's blocks: their jobs with counts, the application pipeline, their talent pools
 * and the candidates they track.
 */
export function HiringWidgets() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <OwnJobsWidget />
      <PipelineWidget />
      <TalentPoolsWidget />
      <TrackedCandidatesWidget />
    </SimpleGrid>
  )
}
