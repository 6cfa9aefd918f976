import { Card, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import type { ApplicantApplication } from '@/api/applications/application-views'
import { StageBadge } from '@/entities/application/stage-badge'
import { StageStepper } from '@/entities/application/stage-stepper'
import { LinkButton } from '@/components/ui/app-link'
import { formatDate, formatRelativeDate } from '@/lib/dates'

/** Shown instead of the form when this user's application to the job exists (or the server answered 409). */
export function AlreadyApplied({ application }: { application: ApplicantApplication | null }) {
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {APPLICATION_TEXTS.alreadyApplied}
          </Heading>
          {application ? (
            <Text color="fg.muted">
              Applied {formatDate(application.createdAt)} · updated{' '}
              {formatRelativeDate(application.stageChangedAt).toLowerCase()}
            </Text>
          ) : null}
        </Stack>
        {application ? (
          <>
            <HStack gap="2">
              <Text fontWeight="medium">Current stage:</Text>
              <StageBadge stage={application.stage} size="md" />
            </HStack>
            <StageStepper stage={application.stage} />
          </>
        ) : null}
        <HStack>
          <LinkButton href="/applications" colorPalette="indigo">
            View your applications
          </LinkButton>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
