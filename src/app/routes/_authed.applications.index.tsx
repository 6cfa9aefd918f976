import { createFileRoute } from '@tanstack/react-router'
import { MyApplicationsPage } from '@/features/applications/components/my-applications-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /applications (ours; the spec's route table has none): the job seeker's applications and their stages. */
export const Route = createFileRoute('/_authed/applications/')({
  component: ApplicationsRoute,
})

function ApplicationsRoute() {
  usePageMeta({ title: 'Your applications', noindex: true })
  return <MyApplicationsPage />
}
