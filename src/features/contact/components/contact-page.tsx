import { Box, Card, Grid, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Briefcase, LifeBuoy, Mail, Newspaper } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/content/page-header'
import { Section } from '@/components/content/section'
import { ContactForm } from './contact-form'

function Channel({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" gap="3" align="flex-start">
      <Box
        colorPalette="indigo"
        color="colorPalette.fg"
        bg="colorPalette.subtle"
        rounded="l2"
        p="2"
        flexShrink={0}
      >
        <Icon as={icon} boxSize="5" aria-hidden="true" />
      </Box>
      <Stack gap="0.5">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {children}
        </Text>
      </Stack>
    </Stack>
  )
}

const mail = (address: string) => (
  <Link href={`mailto:${address}`} colorPalette="indigo" color="colorPalette.fg" fontWeight="medium">
    {address}
  </Link>
)

export function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Talk to the ReelHire team"
        lead="Questions about your account, a team plan or a partnership? Send us a message and a real person will get back to you."
      />
      <Section>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap={{ base: '8', lg: '12' }}
        >
          <Card.Root variant="outline">
            <Card.Body p={{ base: '5', md: '8' }}>
              <ContactForm />
            </Card.Body>
          </Card.Root>
          <Stack as="aside" aria-label="Other ways to reach us" gap="6">
            <Channel icon={LifeBuoy} title="Looking for a quick answer?">
              The{' '}
              <Link asChild colorPalette="indigo" color="colorPalette.fg" fontWeight="medium">
                <RouterLink to="/help">Help Center</RouterLink>
              </Link>{' '}
              answers the most common questions about accounts, video resumes, jobs and billing.
            </Channel>
            <Channel icon={Mail} title="Support">
              {mail('support@reelhire.app')} — Monday to Friday, 8:00–20:00 UTC. We reply within one business
              day.
            </Channel>
            <Channel icon={Briefcase} title="Sales and team plans">
              {mail('sales@reelhire.app')} for more than 20 seats, invoicing or a security review.
            </Channel>
            <Channel icon={Newspaper} title="Press and partnerships">
              {mail('press@reelhire.app')} for interviews, brand assets and integration partners.
            </Channel>
          </Stack>
        </Grid>
      </Section>
    </>
  )
}
