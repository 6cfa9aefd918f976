import { createFileRoute } from '@tanstack/react-router'
import { ForRecruitersPage } from '@/features/marketing/components/for-recruiters-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/for-recruiters')({
  component: ForRecruitersRoute,
})

function ForRecruitersRoute() {
  usePageMeta({
    title: 'For recruiters',
    description:
      'Screen candidates with video resumes, rank applicants with an explainable AI match, source talent and hire as a team. Start hiring on ReelHire for free.',
  })
  return <ForRecruitersPage />
}
