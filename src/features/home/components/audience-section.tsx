import { Box, Container, Heading, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Building2, CircleCheck, UserRound } from 'lucide-react'
import { LinkButton } from '@/components/ui/app-link'
import { SectionHeading } from './section-heading'

const AUDIENCES = [
  {
    icon: UserRound,
    title: 'For job seekers',
    points: [
      'Video resumes alongside your classic CV',
      'AI resume scoring, job match and salary estimates',
      'Save jobs and follow companies, even offline',
      '10 free AI requests every month',
    ],
    cta: { label: 'Create your free account', href: '/signup' },
  },
  {
    icon: Building2,
    title: 'For recruiters and employers',
    points: [
      'Post jobs and manage a company page with your team',
      'Search people by skill, role and openness to work',
      'Watch a candidate’s intro before the first call',
      'Seats from $9.95 per user per month',
    ],
    cta: { label: 'See how teams hire', href: '/for-recruiters' },
  },
] as const

export function AudienceSection() {
  return (
    <Box as="section" aria-labelledby="audience-title" py={{ base: '14', md: '20' }} bg="bg.subtle">
      <Container maxW="6xl">
        <SectionHeading
          id="audience-title"
          eyebrow="Built for both sides"
          title="One platform for the people who hire and the people who want to be hired"
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {AUDIENCES.map((a) => (
            <Stack
              key={a.title}
              gap="5"
              p={{ base: '6', md: '8' }}
              borderWidth="1px"
              borderRadius="2xl"
              bg="bg.panel"
            >
              <Icon boxSize="8" color="indigo.fg" aria-hidden>
                <a.icon />
              </Icon>
              <Heading as="h3" size="xl">
                {a.title}
              </Heading>
              <List.Root gap="3" variant="plain">
                {a.points.map((p) => (
                  <List.Item key={p} alignItems="flex-start">
                    <List.Indicator asChild color="green.fg" mt="0.5">
                      <CircleCheck aria-hidden />
                    </List.Indicator>
                    <Text>{p}</Text>
                  </List.Item>
                ))}
              </List.Root>
              <Box mt="auto">
                <LinkButton href={a.cta.href} variant="outline" colorPalette="indigo">
                  {a.cta.label}
                </LinkButton>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
