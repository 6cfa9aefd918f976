import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '@/features/marketing/components/careers-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/careers')({
  component: CareersRoute,
})

function CareersRoute() {
  usePageMeta({
    title: 'Careers',
    description:
      'Join the remote-first ReelHire team. See our open roles in engineering, AI, design, customer success and marketing, our benefits and how we hire.',
  })
  return <CareersPage />
}
