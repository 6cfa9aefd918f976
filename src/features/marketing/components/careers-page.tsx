import { Button, Link, Text } from '@chakra-ui/react'
import { BannerButtons } from '@/components/content/banner-buttons'
import { CtaBanner } from '@/components/content/cta-banner'
import { FeatureGrid } from '@/components/content/feature-grid'
import { PageHeader } from '@/components/content/page-header'
import { Section } from '@/components/content/section'
import { StepList } from '@/components/content/step-list'
import { BENEFITS, CAREERS_EMAIL, HIRING_STEPS, OPEN_ROLES, WHY_JOIN } from '../content/careers'
import { OpenRoleList } from './open-role-list'

export function CareersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Help millions of people get seen for their talent"
        lead="ReelHire is a small, remote-first team building the hiring platform we wish we had had. If you care about fair hiring and products that work for everyone, we would love to meet you."
        actions={
          <Button asChild colorPalette="indigo" size="lg">
            <a href="#open-roles">See {OPEN_ROLES.length} open roles</a>
          </Button>
        }
      />
      <Section eyebrow="Why ReelHire" title="Why people join us">
        <FeatureGrid items={WHY_JOIN} />
      </Section>
      <Section
        tone="muted"
        id="open-roles"
        eyebrow="Open roles"
        title="Find your role"
        lead={
          <>
            Send your CV or a short video about yourself to{' '}
            <Link
              href={`mailto:${CAREERS_EMAIL}`}
              colorPalette="indigo"
              color="colorPalette.fg"
              fontWeight="medium"
            >
              {CAREERS_EMAIL}
            </Link>{' '}
            with the role in the subject. We answer every application within five working days.
          </>
        }
      >
        <OpenRoleList roles={OPEN_ROLES} />
      </Section>
      <Section eyebrow="Benefits" title="What we offer">
        <FeatureGrid items={BENEFITS} />
      </Section>
      <Section tone="muted" eyebrow="Hiring process" title="How we hire">
        <StepList steps={HIRING_STEPS} />
        <Text color="fg.muted" fontSize="sm" mt="8">
          Need an adjustment at any step, such as extra time or captions? Tell us and we will arrange it.
        </Text>
      </Section>
      <CtaBanner
        title="Don’t see your role?"
        text="We are always glad to hear from great people. Tell us what you would like to work on and we will keep you in mind."
        actions={
          <BannerButtons
            primary={{ label: 'Email the team', href: `mailto:${CAREERS_EMAIL}` }}
            secondary={{ label: 'About ReelHire', href: '/about' }}
          />
        }
      />
    </>
  )
}
