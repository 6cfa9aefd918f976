import { createFileRoute } from '@tanstack/react-router'
import { HelpCenter } from '@/features/help/components/help-center'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/help')({
  component: HelpRoute,
})

function HelpRoute() {
  usePageMeta({
    title: 'Help Center',
    description:
      'Answers to common questions about ReelHire: video resumes, job search, AI tools, plans and billing, and account security.',
  })
  return <HelpCenter />
}
