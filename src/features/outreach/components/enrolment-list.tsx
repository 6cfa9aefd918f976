import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { Enrolment } from '@/api/outreach/outreach'
import { ENROLMENT_STATUS_LABELS, OUTREACH_TEXTS, type EnrolmentStatus } from '@/api/outreach/outreach-fields'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useEndEnrolment, useEnrolments } from '../api/outreach-api'

const PALETTE: Record<EnrolmentStatus, string> = {
  active: 'blue',
  completed: 'gray',
  replied: 'green',
  unsubscribed: 'orange',
  bounced: 'red',
  stopped: 'gray',
}

/** The time as the recipient's clock shows it (their zone is named beside it). */
const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(undefined, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })

function EnrolmentRow({
  sequenceId,
  stepCount,
  enrolment,
}: {
  sequenceId: string
  stepCount: number
  enrolment: Enrolment
}) {
  const end = useEndEnrolment()
  const act = (action: 'replied' | 'stop') =>
    end.mutate(
      { sequenceId, enrolmentId: enrolment.id, action },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: action === 'replied' ? OUTREACH_TEXTS.markedReplied : OUTREACH_TEXTS.stopped,
          }),
        onError: (error) => toaster.create({ type: 'error', title: toUserMessage(error) }),
      },
    )
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-label={enrolment.recipient.name}
    >
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold">{enrolment.recipient.name}</Text>
          {enrolment.recipient.headline ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              {enrolment.recipient.headline}
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            {enrolment.sentSteps} of {stepCount} steps sent
            {enrolment.nextSendAt
              ? ` · next ${when(enrolment.nextSendAt, enrolment.timeZone)} their time (${enrolment.timeZone})`
              : ''}
          </Text>
        </Stack>
        <HStack gap="2">
          <Badge colorPalette={PALETTE[enrolment.status]}>{ENROLMENT_STATUS_LABELS[enrolment.status]}</Badge>
          {enrolment.status === 'active' || enrolment.status === 'completed' ? (
            <Button size="xs" variant="outline" onClick={() => act('replied')} loading={end.isPending}>
              Mark replied
            </Button>
          ) : null}
          {enrolment.status === 'active' ? (
            <Button size="xs" variant="ghost" onClick={() => act('stop')} disabled={end.isPending}>
              Stop
            </Button>
          ) : null}
        </HStack>
      </HStack>
    </Box>
  )
}

/** Everyone enrolled in a sequence, each with their status, and "Mark replied" / "Stop". */
export function EnrolmentList({ sequenceId, stepCount }: { sequenceId: string; stepCount: number }) {
  const query = useEnrolments(sequenceId)
  if (query.isPending)
    return (
      <Stack gap="2" aria-busy="true" aria-label="Loading enrolments">
        <Skeleton h="14" />
        <Skeleton h="14" />
      </Stack>
    )
  if (query.isError)
    return (
      <HStack role="alert">
        <Text color="fg.error">{toUserMessage(query.error)}</Text>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </HStack>
    )
  if (query.data.items.length === 0)
    return (
      <Text color="fg.muted">
        Nobody is enrolled yet. Enrol applicants, people or a talent pool to start.
      </Text>
    )
  return (
    <Stack as="ul" gap="2" aria-label="Enrolled people" p="0" m="0">
      {query.data.items.map((enrolment) => (
        <EnrolmentRow
          key={enrolment.id}
          sequenceId={sequenceId}
          stepCount={stepCount}
          enrolment={enrolment}
        />
      ))}
    </Stack>
  )
}
