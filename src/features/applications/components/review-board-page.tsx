import { Box, Heading, HStack, Stack, Tabs, Text, useBreakpointValue } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import {
  APPLICATION_STAGES,
  APPLICATION_STAGE_LABELS,
  type ApplicationStage,
} from '@/api/applications/application-stages'
import type { ReviewerApplicationSummary } from '@/api/applications/application-views'
import { stageColor } from '@/entities/application/stage-badge'
import { EmptyState } from '@/entities/application/empty-state'
import { LinkButton } from '@/components/ui/app-link'
import { applyJobQueryOptions } from '../api/get-apply-job'
import { jobApplicationsQueryOptions } from '../api/review'
import { ApplicantCard } from './applicant-card'
import { ApplicantDrawer } from './applicant-drawer'
import { JobSummaryHeader } from './job-summary-header'
import { isStatus, LoadError, MessageCard, PageContainer, PageSkeleton } from './page-states'

export const NO_REVIEW_ACCESS =
  'Only the people who post this job — its owner and the recruiters of its company account — can review its applicants.'

function StageList({
  stage,
  items,
  onOpen,
}: {
  stage: ApplicationStage
  items: ReviewerApplicationSummary[]
  onOpen: (id: string) => void
}) {
  if (items.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" px="1" py="3">
        Nobody in {APPLICATION_STAGE_LABELS[stage]}.
      </Text>
    )
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={`${APPLICATION_STAGE_LABELS[stage]} applicants`}>
      {items.map((application) => (
        <ApplicantCard key={application.id} application={application} onOpen={onOpen} />
      ))}
    </Stack>
  )
}

/** /jobs/{id}/applicants: the job's applicants grouped by stage; open one to read, note and move them. */
export function ReviewBoardPage({
  jobId,
  applicationExtra,
}: {
  jobId: string
  /** Shown in an open application's detail, composed by the route (the explained job match). */
  applicationExtra?: ((applicationId: string) => ReactNode) | undefined
}) {
  const job = useQuery(applyJobQueryOptions(jobId))
  const list = useQuery(jobApplicationsQueryOptions(jobId))
  const [openId, setOpenId] = useState<string | null>(null)
  const [tab, setTab] = useState<ApplicationStage>('applied')
  const layout = useBreakpointValue({ base: 'tabs', xl: 'columns' }) ?? 'tabs'

  if (list.isError && (isStatus(list.error, 403) || isStatus(list.error, 404))) {
    return (
      <PageContainer>
        {isStatus(list.error, 403) ? (
          <MessageCard
            title="You can't review this job's applicants"
            action={{ label: 'Go to your dashboard', href: '/dashboard' }}
          >
            {NO_REVIEW_ACCESS}
          </MessageCard>
        ) : (
          <MessageCard title="Job not found" action={{ label: 'Go to your dashboard', href: '/dashboard' }}>
            This job does not exist, or it was deleted.
          </MessageCard>
        )}
      </PageContainer>
    )
  }

  const items = list.data?.items ?? []
  const byStage = (stage: ApplicationStage) => items.filter((application) => application.stage === stage)
  const openName = items.find((application) => application.id === openId)?.applicant.name ?? 'Applicant'

  let board
  if (list.isPending) board = <PageSkeleton rows={2} />
  else if (list.isError)
    board = <LoadError error={list.error} onRetry={() => void list.refetch()} what="the applicants" />
  else if (list.data.total === 0)
    board = (
      <EmptyState
        title="No applicants yet"
        description="Applications show up here as soon as people apply. Share the job to reach more candidates."
        action={{ label: 'View the job', href: `/jobs/${jobId}` }}
      />
    )
  else
    board = (
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {list.data.total} applicant{list.data.total === 1 ? '' : 's'}
          {list.data.staleCount > 0 ? (
            <Text as="span" color="orange.fg">
              {' '}
              · {list.data.staleCount} with no update for two weeks or more
            </Text>
          ) : null}
        </Text>
        {list.data.total > items.length ? (
          <Text fontSize="sm" color="fg.muted">
            Showing the newest {items.length} of {list.data.total} applicants.
          </Text>
        ) : null}
        {layout === 'columns' ? (
          <HStack align="flex-start" gap="3" overflowX="auto" pb="2">
            {APPLICATION_STAGES.map((stage) => (
              <Box
                as="section"
                key={stage}
                flex="1"
                minW="150px"
                bg="bg.subtle"
                borderRadius="lg"
                p="2.5"
                aria-labelledby={`column-${stage}`}
              >
                <HStack justify="space-between" mb="2" px="1">
                  <HStack gap="2">
                    <Box boxSize="2.5" borderRadius="full" bg={stageColor(stage)} aria-hidden />
                    <Heading as="h2" size="sm" id={`column-${stage}`}>
                      {APPLICATION_STAGE_LABELS[stage]}
                    </Heading>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" aria-label={`${list.data.counts[stage]} applicants`}>
                    {list.data.counts[stage]}
                  </Text>
                </HStack>
                <StageList stage={stage} items={byStage(stage)} onOpen={setOpenId} />
              </Box>
            ))}
          </HStack>
        ) : (
          <Tabs.Root
            value={tab}
            onValueChange={(event) => setTab(event.value as ApplicationStage)}
            variant="enclosed"
            size="sm"
          >
            <Box overflowX="auto" pb="1">
              <Tabs.List>
                {APPLICATION_STAGES.map((stage) => (
                  <Tabs.Trigger key={stage} value={stage} whiteSpace="nowrap">
                    {APPLICATION_STAGE_LABELS[stage]} ({list.data.counts[stage]})
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {APPLICATION_STAGES.map((stage) => (
              <Tabs.Content key={stage} value={stage}>
                <StageList stage={stage} items={byStage(stage)} onOpen={setOpenId} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Stack>
    )

  return (
    <PageContainer maxW="7xl">
      <Stack gap={{ base: '5', md: '6' }}>
        {job.data ? (
          <JobSummaryHeader job={job.data} eyebrow="Applicants for" />
        ) : (
          <Heading as="h1" size="2xl">
            Applicants
          </Heading>
        )}
        <HStack gap="3" flexWrap="wrap">
          <LinkButton href="/dashboard" variant="outline" size="sm">
            Back to dashboard
          </LinkButton>
          <LinkButton href="/jobs/manage" variant="ghost" size="sm">
            My jobs
          </LinkButton>
        </HStack>
        {board}
      </Stack>
      <ApplicantDrawer
        jobId={jobId}
        applicationId={openId}
        fallbackName={openName}
        onClose={() => setOpenId(null)}
        extra={applicationExtra}
      />
    </PageContainer>
  )
}
