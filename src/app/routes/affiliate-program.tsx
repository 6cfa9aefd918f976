import { createFileRoute } from '@tanstack/react-router'
import { AffiliateProgramPage } from '@/features/marketing/components/affiliate-program-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/affiliate-program')({
  component: AffiliateProgramRoute,
})

function AffiliateProgramRoute() {
  usePageMeta({
    title: 'Affiliate Program',
    description:
      'Join the ReelHire Affiliate Program and earn 25% of every Premium payment from the customers you refer, for their first 12 months. Free to join, paid monthly.',
  })
  return <AffiliateProgramPage />
}
