import { Container, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { BriefcaseBusiness } from 'lucide-react'
import type { ReactNode } from 'react'
import { can, parseRole, type Capability } from '@/api/roles'
import { LinkButton } from '@/components/ui/app-link'
import { useSession } from '@/lib/session/use-session'

export const POST_JOBS_REFUSAL = 'Only recruiters and employers can post jobs'

/**
 * Posting and managing jobs is for recruiters, employers and admins. Anyone else signed in gets
 * a friendly explanation instead of a form the server would refuse. The role is the token's (what the
 * server authorises by), not a super admin's display persona.
 */
export function PostJobsGate({
  children,
  capability = 'postJobs',
}: {
  children: ReactNode
  capability?: Capability
}) {
  const role = useSession((s) => s.user?.role)
  if (can(parseRole(role), capability)) return <>{children}</>
  return (
    <Container maxW="xl" py={{ base: '12', md: '20' }} px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Icon boxSize="10" color="indigo.fg" aria-hidden>
          <BriefcaseBusiness />
        </Icon>
        <Heading as="h1" size="xl">
          {POST_JOBS_REFUSAL}
        </Heading>
        <Text color="fg.muted">
          Your account is set up for finding jobs. Posting and managing jobs needs a recruiter or employer
          account. You can still browse jobs and save the ones you like.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <LinkButton href="/jobs" colorPalette="indigo">
            Browse jobs
          </LinkButton>
          <LinkButton href="/dashboard" variant="outline">
            Go to your dashboard
          </LinkButton>
        </HStack>
      </Stack>
    </Container>
  )
}
