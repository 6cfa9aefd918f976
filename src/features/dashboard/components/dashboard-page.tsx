import {
  Badge,
  Box,
  Card,
  Container,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, CheckCircle2, Circle, Plus } from 'lucide-react'
import { dashboardTypeFor, parseRole, Role, roleLabel } from '@/api/roles'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { currentUserQueryOptions } from '@/entities/user/current-user'
import { displayName } from '@/lib/session/session-user'
import { useDisplayRole, useSession } from '@/lib/session/use-session'
import { NEXT_STEPS } from '../lib/next-steps'
import { profileCompleteness } from '../lib/profile-completeness'
import { HiringWidgets } from './hiring-widgets'
import { PersonaSwitcher } from './persona-switcher'
import { SeekerWidgets } from './seeker-widgets'
import { SignedOutPrompt } from './signed-out-prompt'

function greeting(hour: number) {
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

/** /dashboard: the default after sign-in, per role; not behind the gate, so it prompts when signed out. */
export function DashboardPage() {
  const user = useSession((s) => (s.token ? s.user : null))
  const role = useDisplayRole()
  // Keeps current_user fresh (verification, onboarding) whenever the dashboard opens.
  useQuery({ ...currentUserQueryOptions(), enabled: user !== null })
  if (!user) return <SignedOutPrompt />

  const firstName = user.data?.firstName || displayName(user).split(' ')[0]
  const completeness = profileCompleteness(user)
  const dashboardType = dashboardTypeFor(role)
  const steps = NEXT_STEPS[dashboardType]
  const isSuperAdmin = parseRole(user.role) === Role.SuperAdmin
  const hiring = dashboardType === 'recruiter' || dashboardType === 'employer'

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="8">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
          <Stack gap="2">
            <HStack gap="2">
              <Badge colorPalette="indigo" variant="subtle">
                {roleLabel(role)}
              </Badge>
              {user.isPremium ? <Badge colorPalette="yellow">Premium</Badge> : null}
            </HStack>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {greeting(new Date().getHours())}, {firstName}
            </Heading>
            <Text color="fg.muted">Here is where things stand and what to do next.</Text>
          </Stack>
          {hiring || isSuperAdmin ? (
            <Stack gap="3" align={{ md: 'flex-end' }}>
              {hiring ? (
                <HStack gap="2">
                  <LinkButton href="/jobs/create" colorPalette="indigo">
                    <Plus aria-hidden /> Post a job
                  </LinkButton>
                  <LinkButton href="/jobs/manage" variant="outline">
                    My jobs
                  </LinkButton>
                </HStack>
              ) : null}
              {isSuperAdmin ? <PersonaSwitcher /> : null}
            </Stack>
          ) : null}
        </Stack>

        {user.onboardingComplete === false ? (
          <Card.Root bg="indigo.subtle/50" borderColor="indigo.muted">
            <Card.Body>
              <Stack
                direction={{ base: 'column', sm: 'row' }}
                justify="space-between"
                align={{ sm: 'center' }}
                gap="3"
              >
                <Box>
                  <Text fontWeight="semibold">Finish setting up your account</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Two quick steps: choose how you use ReelHire, then add your basics.
                  </Text>
                </Box>
                <LinkButton href="/persona-selection" colorPalette="indigo">
                  Continue setup
                </LinkButton>
              </Stack>
            </Card.Body>
          </Card.Root>
        ) : null}

        {dashboardType === 'jobseeker' ? <SeekerWidgets /> : null}
        {hiring ? <HiringWidgets /> : null}

        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          <Card.Root gridColumn={{ lg: 'span 1' }}>
            <Card.Header>
              <Heading as="h2" size="md">
                Profile completeness
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="4">
                <Progress.Root value={completeness.percent} colorPalette="indigo" size="md">
                  <HStack justify="space-between" mb="1">
                    <Progress.Label fontSize="sm">Your profile</Progress.Label>
                    <Progress.ValueText fontSize="sm" />
                  </HStack>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Stack as="ul" gap="2" fontSize="sm">
                  {completeness.items.map((item) => (
                    <HStack as="li" key={item.id} gap="2" color={item.done ? 'fg.muted' : 'fg'}>
                      <Icon
                        as={item.done ? CheckCircle2 : Circle}
                        color={item.done ? 'green.fg' : 'fg.subtle'}
                        boxSize="4"
                        aria-hidden
                      />
                      {item.done ? (
                        <Text textDecoration="line-through">{item.label}</Text>
                      ) : (
                        <AppLink href={item.href}>{item.label}</AppLink>
                      )}
                      <Text srOnly>{item.done ? '(done)' : '(to do)'}</Text>
                    </HStack>
                  ))}
                </Stack>
              </Stack>
            </Card.Body>
          </Card.Root>

          <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
            <Heading as="h2" size="md">
              Next steps
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {steps.map((step) => (
                <LinkBox
                  as="article"
                  key={step.title}
                  borderWidth="1px"
                  borderRadius="lg"
                  p="5"
                  bg="bg.panel"
                  _hover={{ borderColor: 'indigo.muted' }}
                >
                  <Stack gap="2" h="full">
                    <Text fontWeight="semibold">
                      <LinkOverlay asChild>
                        <AppLink href={step.href}>{step.title}</AppLink>
                      </LinkOverlay>
                    </Text>
                    <Text fontSize="sm" color="fg.muted" flex="1">
                      {step.description}
                    </Text>
                    <Icon as={ArrowRight} color="indigo.fg" boxSize="4" aria-hidden />
                  </Stack>
                </LinkBox>
              ))}
            </SimpleGrid>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  )
}
