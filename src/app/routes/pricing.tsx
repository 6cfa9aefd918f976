import { createFileRoute } from '@tanstack/react-router'
import { addToCart } from '@/features/cart/lib/add-to-cart'
import { PricingPage } from '@/features/pricing/components/pricing-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/pricing')({
  component: PricingRoute,
})

function PricingRoute() {
  usePageMeta({
    title: 'Pricing',
    description:
      'ReelHire is free to start with 10 AI requests a month. Premium is $9.95 per seat per month, or $95.52 per seat per year with annual billing (20% off).',
  })
  return <PricingPage onAddToCart={addToCart} />
}
