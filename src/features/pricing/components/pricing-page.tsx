import { Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { type CartLineInput, CART_MAX_USERS, CART_MIN_USERS } from '@/api/cart'
import { FREE_AI_REQUESTS_PER_MONTH, type BillingCycle } from '@/api/pricing'
import { BannerButtons } from '@/components/content/banner-buttons'
import { CtaBanner } from '@/components/content/cta-banner'
import { PageHeader } from '@/components/content/page-header'
import { Section } from '@/components/content/section'
import { BillingControls } from './billing-controls'
import { FeatureComparison } from './feature-comparison'
import { PlanCards } from './plan-cards'
import { PricingFaq } from './pricing-faq'

type PricingPageProps = {
  /** "Add to cart" for Premium seats; the page shows the button only when given (the route composes the cart). */
  onAddToCart?: (line: CartLineInput) => void
  /** "Start Premium" for a signed-in user: buy these seats now; without it the button leads to sign-up. */
  onStartPremium?: (line: CartLineInput) => void
}

export function PricingPage({ onAddToCart, onStartPremium }: PricingPageProps = {}) {
  const [cycle, setCycle] = useState<BillingCycle>('monthly')
  const [seats, setSeats] = useState(CART_MIN_USERS)

  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple pricing that grows with your team"
        lead={`Start free with ${FREE_AI_REQUESTS_PER_MONTH} AI requests a month. Upgrade to Premium for unlimited AI, unlimited video resumes and the recruiting toolkit — priced per seat, with 20% off when you pay yearly.`}
        align="center"
      />
      <Section>
        <Stack gap={{ base: '8', md: '10' }}>
          <BillingControls cycle={cycle} onCycleChange={setCycle} seats={seats} onSeatsChange={setSeats} />
          <PlanCards
            cycle={cycle}
            seats={seats}
            onAddToCart={
              onAddToCart &&
              (() => onAddToCart({ id: 'premium-seats', quantity: 1, users: seats, billingCycle: cycle }))
            }
            onStartPremium={
              onStartPremium &&
              (() => onStartPremium({ id: 'premium-seats', quantity: 1, users: seats, billingCycle: cycle }))
            }
          />
        </Stack>
      </Section>
      <Section
        tone="muted"
        title="Compare plans"
        lead="Both plans include the full job board, company pages and an app that keeps working when your connection drops."
      >
        <FeatureComparison />
      </Section>
      <Section title="Pricing questions">
        <PricingFaq />
      </Section>
      <CtaBanner
        title="Hiring for a larger team?"
        text={`For more than ${CART_MAX_USERS} seats, invoicing or a security review, talk to us and we will put together a plan that fits.`}
        actions={
          <BannerButtons
            primary={{ label: 'Contact sales', href: '/contact' }}
            secondary={{ label: 'Visit the Help Center', href: '/help' }}
          />
        }
      />
    </>
  )
}
