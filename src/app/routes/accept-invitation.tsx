import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AcceptInvitationPage } from '@/features/team/components/accept-invitation-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/accept-invitation')({
  validateSearch: v.object({ id: v.optional(v.string()) }),
  component: AcceptInvitationRoute,
})

function AcceptInvitationRoute() {
  const { id } = Route.useSearch()
  usePageMeta({ title: 'Team invitation', noindex: true })
  return <AcceptInvitationPage token={id || undefined} />
}
