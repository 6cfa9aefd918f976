import { Button, Grid, Heading, List, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { BannerButtons } from '@/components/content/banner-buttons'
import { CtaBanner } from '@/components/content/cta-banner'
import { FeatureGrid } from '@/components/content/feature-grid'
import { PageHeader } from '@/components/content/page-header'
import { Section } from '@/components/content/section'
import { LinkButton } from '@/components/ui/app-link'
import { StatGrid } from '@/components/content/stat-grid'
import { AboutTimeline } from './about-timeline'
import { ABOUT_STATS, ABOUT_STORY, ABOUT_VALUES, TEAM_PRINCIPLES } from '../content/about'

export function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About ReelHire"
        title="Hiring should show who people really are"
        lead="ReelHire helps job seekers stand out with video resumes and helps employers hire faster and fairer — with smart job search, company pages and AI tools that work even on a flaky mobile connection."
        actions={
          <>
            <LinkButton href="/signup" colorPalette="indigo" size="lg">
              Create your free account
            </LinkButton>
            <Button asChild variant="outline" size="lg">
              <Link to="/careers">Join the team</Link>
            </Button>
          </>
        }
      />
      <Section eyebrow="Our mission" title="Make every candidate worth a first look">
        <Stack gap="8">
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
            Most hiring still starts with a page of text and a keyword filter. We think people deserve to be
            seen and heard before they are sorted — and employers deserve a faster way to find the right
            person.
          </Text>
          <StatGrid items={ABOUT_STATS} />
        </Stack>
      </Section>
      <Section
        tone="muted"
        eyebrow="Our story"
        title="From a frustrating hiring season to a new kind of resume"
      >
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap={{ base: '10', lg: '16' }}
        >
          <Stack gap="4">
            {ABOUT_STORY.map((paragraph) => (
              <Text key={paragraph} color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                {paragraph}
              </Text>
            ))}
          </Stack>
          <AboutTimeline />
        </Grid>
      </Section>
      <Section eyebrow="What we value" title="The values behind the product">
        <FeatureGrid items={ABOUT_VALUES} />
      </Section>
      <Section tone="muted" eyebrow="How we work" title="Team principles">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '5', md: '8' }}>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            We are a remote-first team of 34 across eleven countries, with hubs in Lisbon and Toronto. A few
            habits keep us fast and kind to each other:
          </Text>
          <List.Root as="ul" gap="4" variant="plain">
            {TEAM_PRINCIPLES.map((principle) => (
              <List.Item key={principle.title} display="block">
                <Heading as="h3" size="sm">
                  {principle.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {principle.text}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Grid>
      </Section>
      <CtaBanner
        title="Build the future of hiring with us"
        text="We are hiring engineers, designers and people who love talking to recruiters. Or start using ReelHire today — it is free."
        actions={
          <BannerButtons
            primary={{ label: 'See open roles', href: '/careers' }}
            secondary={{ label: 'Get started free', href: '/signup' }}
          />
        }
      />
    </>
  )
}
