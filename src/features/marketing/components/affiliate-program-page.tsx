import { Button, DataList } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { BannerButtons } from '@/components/content/banner-buttons'
import { CtaBanner } from '@/components/content/cta-banner'
import { FeatureGrid } from '@/components/content/feature-grid'
import { PageHeader } from '@/components/content/page-header'
import { Section } from '@/components/content/section'
import { LinkButton } from '@/components/ui/app-link'
import { StepList } from '@/components/content/step-list'
import { AFFILIATE_TERMS } from '@/api/affiliates/affiliate-dashboard'
import { AFFILIATE_AUDIENCES, AFFILIATE_STEPS, COMMISSION_TERMS } from '../content/affiliate'

export function AffiliateProgramPage() {
  return (
    <>
      <PageHeader
        eyebrow="Affiliate Program"
        title={`Earn ${AFFILIATE_TERMS.commissionRatePercent}% for every customer you refer`}
        lead="Know people who are hiring or looking for their next job? Share ReelHire with your referral code and earn a recurring commission on every Premium subscription for a full year."
        actions={
          <>
            <LinkButton href="/signup?role=affiliate" colorPalette="indigo" size="lg">
              Become an affiliate
            </LinkButton>
            <LinkButton href="/affiliate/dashboard" variant="outline" size="lg">
              Your affiliate dashboard
            </LinkButton>
            <Button asChild variant="ghost" size="lg">
              <a href="#commission-terms">Read the terms</a>
            </Button>
          </>
        }
      />
      <Section eyebrow="How it works" title="Four steps to your first payout">
        <StepList steps={AFFILIATE_STEPS} />
      </Section>
      <Section
        tone="muted"
        id="commission-terms"
        eyebrow="Commission terms"
        title="Clear terms, paid on time"
      >
        <DataList.Root orientation="horizontal" size="lg" maxW="3xl" divideY="1px" gap="0">
          {COMMISSION_TERMS.map((item) => (
            <DataList.Item
              key={item.term}
              py="4"
              flexDirection={{ base: 'column', sm: 'row' }}
              alignItems={{ base: 'flex-start', sm: 'baseline' }}
              gap={{ base: '1', sm: '4' }}
            >
              <DataList.ItemLabel minW="40" fontWeight="semibold" color="fg">
                {item.term}
              </DataList.ItemLabel>
              <DataList.ItemValue color="fg.muted">{item.detail}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Section>
      <Section eyebrow="Who it is for" title="Made for people who help others get hired">
        <FeatureGrid items={AFFILIATE_AUDIENCES} columns={4} />
      </Section>
      <CtaBanner
        title="Start earning with ReelHire"
        text={
          <>
            Joining is free and takes two minutes. Questions about the program? See the{' '}
            <Link to="/terms-of-service" hash="affiliate-program" style={{ textDecoration: 'underline' }}>
              affiliate terms
            </Link>{' '}
            or write to partners@reelhire.app.
          </>
        }
        actions={
          <BannerButtons
            primary={{ label: 'Become an affiliate', href: '/signup?role=affiliate' }}
            secondary={{ label: 'Contact us', href: '/contact' }}
          />
        }
      />
    </>
  )
}
