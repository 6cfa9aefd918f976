import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { FileDown, MessageSquare } from 'lucide-react'
import { applicationAgeDays } from '@/api/applications/application-stages'
import type { ReviewerApplicationSummary } from '@/api/applications/application-views'
import { StaleFlag } from '@/entities/application/stale-flag'
import { formatRelativeDate } from '@/lib/dates'
import { useCvDownload } from '../lib/use-cv-download'

type Props = {
  application: ReviewerApplicationSummary
  onOpen: (id: string) => void
  now?: Date
}

const daysText = (days: number) => (days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'}`)

/**
 * One applicant on the board. The name is the button that opens the detail (keyboard: Tab then Enter); the
 * CV download is a separate button, never nested in it.
 */
export function ApplicantCard({ application, onOpen, now }: Props) {
  const { applicant } = application
  const download = useCvDownload()
  const age = applicationAgeDays(application.stageChangedAt, now)
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p="3"
      _hover={{ borderColor: 'indigo.muted' }}
      data-testid="applicant-card"
    >
      <Stack gap="1.5">
        <Button
          variant="plain"
          p="0"
          h="auto"
          justifyContent="flex-start"
          fontWeight="semibold"
          color="fg"
          textAlign="left"
          whiteSpace="normal"
          _hover={{ color: 'indigo.fg', textDecoration: 'underline' }}
          onClick={() => onOpen(application.id)}
          aria-label={`Open ${applicant.name}'s application`}
        >
          {applicant.name}
        </Button>
        {applicant.headline ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {applicant.headline}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          Applied {formatRelativeDate(application.createdAt, now).toLowerCase()} · in stage {daysText(age)}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <StaleFlag stage={application.stage} stageChangedAt={application.stageChangedAt} now={now} />
          {application.notesCount > 0 ? (
            <HStack gap="1" fontSize="xs" color="fg.muted">
              <MessageSquare size={12} aria-hidden />
              <Text>
                {application.notesCount} note{application.notesCount === 1 ? '' : 's'}
              </Text>
            </HStack>
          ) : null}
        </HStack>
        {application.cv ? (
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-start"
            loading={download.pending}
            onClick={() => application.cv && download.start(application.cv.url, application.cv.name)}
            aria-label={`Download ${applicant.name}'s CV (${application.cv.name})`}
          >
            <FileDown aria-hidden /> CV
          </Button>
        ) : null}
      </Stack>
    </Box>
  )
}
