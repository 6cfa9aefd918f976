import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react'
import { isFinalStage } from '@/api/applications/application-stages'
import type { ApplicantApplication } from '@/api/applications/application-views'
import { StageBadge } from '@/entities/application/stage-badge'
import { StageStepper } from '@/entities/application/stage-stepper'
import { StaleFlag } from '@/entities/application/stale-flag'
import { AppLink } from '@/components/ui/app-link'
import { formatDate, formatRelativeDate } from '@/lib/dates'

function jobNote(application: ApplicantApplication): string | null {
  const { job } = application
  if (job.isDeleted) return 'This job was removed by the employer.'
  if (job.isExpired) return 'This job has expired.'
  if (job.status === 'closed' || job.status === 'hired') return 'This job is closed to new applicants.'
  return null
}

type Props = {
  application: ApplicantApplication
  onWithdraw: (application: ApplicantApplication) => void
  now?: Date
}

/** One application: the job, where it stands, when it last moved, and a way out while it is still open. */
export function ApplicationRow({ application, onWithdraw, now }: Props) {
  const { job } = application
  const updated = formatRelativeDate(application.stageChangedAt, now)
  const note = jobNote(application)
  return (
    <Card.Root as="li" variant="outline" data-testid="application-row">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" fontSize="lg" lineClamp={2}>
              <AppLink href={`/jobs/${job.id}`} color="fg" _hover={{ color: 'indigo.fg' }}>
                {job.title}
              </AppLink>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <AppLink href={`/companies/${job.companyId}`}>{job.company}</AppLink>
              {job.location ? ` · ${job.location}` : ''}
            </Text>
          </Stack>
          <HStack gap="2" flexWrap="wrap" align="flex-start">
            <StageBadge stage={application.stage} size="md" />
            <StaleFlag stage={application.stage} stageChangedAt={application.stageChangedAt} now={now} />
          </HStack>
        </Stack>
        <StageStepper stage={application.stage} />
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'center' }}
          gap="2"
        >
          <Stack gap="0" fontSize="sm" color="fg.muted">
            <Text>
              <Text as="span" color="fg" fontWeight="medium">
                {updated === 'Today' ? 'Updated today' : `Updated ${updated}`}
              </Text>{' '}
              · Applied {formatDate(application.createdAt)}
            </Text>
            {note ? <Text>{note}</Text> : null}
          </Stack>
          {!isFinalStage(application.stage) ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => onWithdraw(application)}
              aria-label={`Withdraw your application to ${job.title}`}
              alignSelf={{ base: 'flex-start', sm: 'auto' }}
            >
              Withdraw
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
