import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/marketing/components/about-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/about')({
  component: AboutRoute,
})

function AboutRoute() {
  usePageMeta({
    title: 'About us',
    description:
      'ReelHire was founded in 2024 to make hiring more human: video resumes, smart job search, company pages and AI tools that work even on a flaky mobile connection.',
  })
  return <AboutPage />
}
