import { Blockquote, Button, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { BannerButtons } from '@/components/content/banner-buttons'
import { CtaBanner } from '@/components/content/cta-banner'
import { FeatureGrid } from '@/components/content/feature-grid'
import { PageHeader } from '@/components/content/page-header'
import { Section } from '@/components/content/section'
import { LinkButton } from '@/components/ui/app-link'
import { StatGrid } from '@/components/content/stat-grid'
import { StepList } from '@/components/content/step-list'
import { RECRUITER_STATS, RECRUITER_STEPS, RECRUITER_VALUE_PROPS } from '../content/for-recruiters'

const SIGNUP_AS_RECRUITER = '/signup?role=recruiter'

export function ForRecruitersPage() {
  return (
    <>
      <PageHeader
        eyebrow="For recruiters and employers"
        title="Meet candidates before the first interview"
        lead="ReelHire puts a short video next to every resume, ranks applicants with an AI match you can explain, and gives your whole hiring team one place to decide — on desktop or on the go."
        actions={
          <>
            <LinkButton href={SIGNUP_AS_RECRUITER} colorPalette="indigo" size="lg">
              Start hiring free
            </LinkButton>
            <Button asChild variant="outline" size="lg">
              <Link to="/pricing">See pricing</Link>
            </Button>
          </>
        }
      />
      <Section eyebrow="Why ReelHire" title="Everything you need to hire faster and fairer">
        <FeatureGrid items={RECRUITER_VALUE_PROPS} />
      </Section>
      <Section tone="muted" eyebrow="How it works" title="From job post to hire in four steps">
        <StepList steps={RECRUITER_STEPS} />
      </Section>
      <Section
        eyebrow="Results"
        title="What hiring teams see after switching"
        lead="Median results reported by 120 companies in their first three months on ReelHire, 2025."
      >
        <Stack gap={{ base: '8', md: '10' }}>
          <StatGrid items={RECRUITER_STATS} />
          <Blockquote.Root variant="plain" colorPalette="indigo" maxW="3xl">
            <Blockquote.Content>
              <Text fontSize={{ base: 'lg', md: 'xl' }}>
                “We used to spend Mondays on phone screens. Now we watch videos over coffee and only call the
                people we already want to meet. Our last two engineering hires came from candidates we would
                have missed.”
              </Text>
            </Blockquote.Content>
            <Blockquote.Caption color="fg.muted">
              — Priya Raman, Head of Talent at Northwind Logistics
            </Blockquote.Caption>
          </Blockquote.Root>
        </Stack>
      </Section>
      <CtaBanner
        title="Post your first job today"
        text="Create a recruiter account for free. Upgrade to Premium when you are ready to search candidates and add your team."
        actions={
          <BannerButtons
            primary={{ label: 'Create a recruiter account', href: SIGNUP_AS_RECRUITER }}
            secondary={{ label: 'Talk to sales', href: '/contact' }}
          />
        }
      />
    </>
  )
}
