import { createFileRoute } from '@tanstack/react-router'
import { ApplyPage } from '@/features/applications/components/apply-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/{id}/apply: signed in and verified; only job seekers get the form. */
export const Route = createFileRoute('/_authed/jobs/$id/apply')({
  component: ApplyRoute,
})

function ApplyRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Apply', noindex: true })
  return <ApplyPage jobId={id} />
}
