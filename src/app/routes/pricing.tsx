import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { addToCart, choosePremium } from '@/features/cart/lib/add-to-cart'
import { PricingPage } from '@/features/pricing/components/pricing-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useIsSignedIn } from '@/lib/session/use-session'
import type { CartLineInput } from '@/api/cart'

export const Route = createFileRoute('/pricing')({
  component: PricingRoute,
})

function PricingRoute() {
  usePageMeta({
    title: 'Pricing',
    description:
      'ReelHire is free to start with 10 AI requests a month. Premium is $9.95 per seat per month, or $95.52 per seat per year with annual billing (20% off).',
  })
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const startPremium = (line: CartLineInput) => {
    choosePremium(line)
    void navigate({ to: '/checkout' })
  }
  return <PricingPage onAddToCart={addToCart} onStartPremium={signedIn ? startPremium : undefined} />
}
