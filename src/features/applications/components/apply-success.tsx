import { Box, Card, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import type { ApplicantApplication } from '@/api/applications/application-views'
import { StageBadge } from '@/entities/application/stage-badge'
import { LinkButton } from '@/components/ui/app-link'

/** After a successful apply: what happens next and where to follow it. Takes focus so it is announced. */
export function ApplySuccess({ application }: { application: ApplicantApplication }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <Card.Root borderColor="green.muted" bg="green.subtle/40">
      <Card.Body gap="4">
        <HStack gap="3" align="flex-start">
          <Box color="green.fg" mt="0.5">
            <Icon as={CircleCheck} boxSize="7" aria-hidden />
          </Box>
          <Stack gap="1">
            <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} outline="none">
              {APPLICATION_TEXTS.applied}
            </Heading>
            <Text color="fg.muted">
              Your application to {application.job.title} at {application.job.company} is in. You can follow
              its stage on your applications page — we show you every change, and how long it has been since
              the last one.
            </Text>
            <HStack gap="2" mt="1">
              <Text fontSize="sm">Stage:</Text>
              <StageBadge stage={application.stage} />
            </HStack>
          </Stack>
        </HStack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <LinkButton href="/applications" colorPalette="indigo">
            View your applications
          </LinkButton>
          <LinkButton href="/jobs" variant="outline">
            Keep browsing jobs
          </LinkButton>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
