import { createFileRoute } from '@tanstack/react-router'
import { usePageMeta } from '@/hooks/use-page-meta'
import { AudienceSection } from '@/features/home/components/audience-section'
import { CtaSection } from '@/features/home/components/cta-section'
import { HeroCarousel } from '@/features/home/components/hero-carousel'
import { HomeContentSlot } from '@/features/home/components/home-content-slot'
import { HowItWorks } from '@/features/home/components/how-it-works'
import { OfflineSection } from '@/features/home/components/offline-section'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  usePageMeta({ title: 'ReelHire' })
  return (
    <>
      <HeroCarousel />
      <HowItWorks />
      <AudienceSection />
      <HomeContentSlot />
      <OfflineSection />
      <CtaSection />
    </>
  )
}
