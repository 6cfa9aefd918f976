import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Link,
  Portal,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { FileDown } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  APPLICATION_STAGE_LABELS,
  applicationAgeDays,
  isFinalStage,
  type ApplicationStage,
} from '@/api/applications/application-stages'
import type { ReviewerApplication } from '@/api/applications/application-views'
import { StageBadge } from '@/entities/application/stage-badge'
import { StageStepper } from '@/entities/application/stage-stepper'
import { StaleFlag } from '@/entities/application/stale-flag'
import { formatDate } from '@/lib/dates'
import { reviewApplicationQueryOptions } from '../api/review'
import { formatFileSize } from '../lib/apply-validation'
import { useCvDownload } from '../lib/use-cv-download'
import { NotesSection } from './notes-section'
import { LoadError } from './page-states'
import { StageMoveControls } from './stage-move-controls'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function stageSince(stageChangedAt: string): string {
  const days = applicationAgeDays(stageChangedAt)
  return days === 0 ? 'since today' : `for ${days} day${days === 1 ? '' : 's'}`
}

/** The last pipeline stage before a rejection, from the history (for the stepper). */
function reachedBeforeRejection(application: ReviewerApplication): ApplicationStage | undefined {
  const before = application.history.filter((event) => event.stage !== 'rejected').at(-1)
  return before?.stage
}

function Detail({
  jobId,
  application,
  extra,
}: {
  jobId: string
  application: ReviewerApplication
  extra?: ((applicationId: string) => ReactNode) | undefined
}) {
  const { applicant } = application
  const download = useCvDownload()
  return (
    <Stack gap="5">
      <Stack gap="1">
        <HStack gap="2" flexWrap="wrap">
          <StageBadge stage={application.stage} size="md" />
          <StaleFlag stage={application.stage} stageChangedAt={application.stageChangedAt} />
        </HStack>
        {applicant.headline ? <Text color="fg.muted">{applicant.headline}</Text> : null}
        <Text fontSize="sm" color="fg.muted">
          <Link href={`mailto:${applicant.email}`} color="indigo.fg">
            {applicant.email}
          </Link>
          {applicant.location ? ` · ${applicant.location}` : ''}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Applied {formatDate(application.createdAt)} · in this stage {stageSince(application.stageChangedAt)}
        </Text>
      </Stack>
      <StageStepper stage={application.stage} reachedStage={reachedBeforeRejection(application)} />
      {extra ? extra(application.id) : null}

      <Section title={isFinalStage(application.stage) ? 'Stage' : 'Move to another stage'}>
        <StageMoveControls jobId={jobId} applicationId={application.id} stage={application.stage} />
      </Section>
      <Separator />

      <Section title="CV">
        {application.cv ? (
          <HStack justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3">
            <Box minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {application.cv.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatFileSize(application.cv.size)}
              </Text>
            </Box>
            <Button
              size="sm"
              variant="outline"
              loading={download.pending}
              onClick={() => application.cv && download.start(application.cv.url, application.cv.name)}
            >
              <FileDown aria-hidden /> Download
            </Button>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {application.resumeId ? 'Applied with a ReelHire resume.' : 'No CV attached.'}
          </Text>
        )}
      </Section>

      <Section title="Cover letter">
        {application.coverLetter ? (
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {application.coverLetter}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No cover letter.
          </Text>
        )}
      </Section>

      {application.answers.length > 0 ? (
        <Section title="Screening answers">
          <Stack as="dl" gap="3">
            {application.answers.map((answer) => (
              <Box key={answer.questionId}>
                <Text as="dt" fontSize="sm" fontWeight="medium">
                  {answer.question}
                </Text>
                <Text as="dd" fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
                  {answer.answer}
                </Text>
              </Box>
            ))}
          </Stack>
        </Section>
      ) : null}
      <Separator />

      <Section title={`Notes (${application.notes.length})`}>
        <NotesSection jobId={jobId} applicationId={application.id} notes={application.notes} />
      </Section>
      <Separator />

      <Section title="History">
        <Stack as="ol" gap="2" listStyleType="none">
          {application.history.map((event, index) => (
            <HStack as="li" key={`${event.stage}-${event.at}-${index}`} align="flex-start" gap="3">
              <Box boxSize="2" borderRadius="full" bg="indigo.solid" mt="1.5" flexShrink={0} aria-hidden />
              <Stack gap="0">
                <Text fontSize="sm">
                  <Text as="span" fontWeight="medium">
                    {APPLICATION_STAGE_LABELS[event.stage]}
                  </Text>{' '}
                  · {formatDate(event.at)}
                  {event.by ? ` · by ${event.by.name}` : ''}
                </Text>
                {event.note ? (
                  <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap">
                    {event.note}
                  </Text>
                ) : null}
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Section>
    </Stack>
  )
}

/** The applicant's detail beside the board: everything to decide, and the moves to make. */
export function ApplicantDrawer({
  jobId,
  applicationId,
  fallbackName,
  onClose,
  extra,
}: {
  jobId: string
  applicationId: string | null
  fallbackName: string
  onClose: () => void
  /** More about the application, composed by the page (the explained job match of the AI tools). */
  extra?: ((applicationId: string) => ReactNode) | undefined
}) {
  const query = useQuery({
    ...reviewApplicationQueryOptions(applicationId ?? ''),
    enabled: applicationId !== null,
  })
  const view = query.data
  const application = view?.view === 'reviewer' ? view.application : null
  return (
    <Drawer.Root
      open={applicationId !== null}
      onOpenChange={(event) => {
        if (!event.open) onClose()
      }}
      placement="end"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{application?.applicant.name ?? fallbackName}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="8">
              {query.isPending ? (
                <Stack gap="3" aria-busy="true">
                  <Skeleton height="6" />
                  <Skeleton height="24" />
                  <Skeleton height="40" />
                </Stack>
              ) : query.isError ? (
                <LoadError error={query.error} onRetry={() => void query.refetch()} what="this application" />
              ) : application ? (
                <Detail jobId={jobId} application={application} extra={extra} />
              ) : (
                <Text color="fg.muted">You can no longer review this application.</Text>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
