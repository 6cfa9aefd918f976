import { Box, Card, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useRouterState } from '@tanstack/react-router'
import { Briefcase, CircleHelp, Compass, FileVideo, House } from 'lucide-react'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { usePageMeta } from '@/hooks/use-page-meta'

const SUGGESTIONS = [
  {
    icon: Briefcase,
    title: 'Browse open jobs',
    text: 'New roles are added every day, many of them remote.',
    href: '/jobs',
  },
  {
    icon: FileVideo,
    title: 'Explore video resumes',
    text: 'See how candidates introduce themselves in a minute.',
    href: '/resumes',
  },
  {
    icon: CircleHelp,
    title: 'Visit the Help Center',
    text: 'Answers about accounts, uploads, billing and offline use.',
    href: '/help',
  },
] as const

/** Shown for any path no route matches ("any other path: not-found page", spec: route table). */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  usePageMeta({
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    noindex: true,
  })

  return (
    <Box py={{ base: '10', md: '16' }} px="4" maxW="4xl" mx="auto">
      <Stack gap="4" align="center" textAlign="center">
        <Icon boxSize="12" color="indigo.fg" aria-hidden>
          <Compass />
        </Icon>
        <Text fontWeight="semibold" color="indigo.fg" letterSpacing="wide">
          404 · Page not found
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          We couldn’t find that page
        </Heading>
        <Text color="fg.muted" maxW="lg">
          <Text as="span" fontFamily="mono" wordBreak="break-all">
            {pathname}
          </Text>{' '}
          may have moved, or the link you followed is out of date. These are good places to pick up from:
        </Text>
        <HStack gap="3" flexWrap="wrap" justify="center" pt="2">
          <LinkButton href="/" colorPalette="indigo">
            <House aria-hidden /> Home
          </LinkButton>
          <LinkButton href="/jobs" variant="outline">
            <Briefcase aria-hidden /> Jobs
          </LinkButton>
          <LinkButton href="/help" variant="outline">
            <CircleHelp aria-hidden /> Help
          </LinkButton>
        </HStack>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="12">
        {SUGGESTIONS.map((s) => (
          <Card.Root key={s.href} variant="outline" size="sm">
            <Card.Body gap="2">
              <Icon boxSize="5" color="indigo.fg" aria-hidden>
                <s.icon />
              </Icon>
              <AppLink
                href={s.href}
                fontWeight="semibold"
                _after={{ content: '""', position: 'absolute', inset: 0 }}
              >
                {s.title}
              </AppLink>
              <Text fontSize="sm" color="fg.muted">
                {s.text}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  )
}
