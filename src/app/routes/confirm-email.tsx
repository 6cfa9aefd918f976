import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/confirm-email')({
  validateSearch: v.object({ userId: v.optional(v.string()), code: v.optional(v.string()) }),
  component: ConfirmEmailRoute,
})

function ConfirmEmailRoute() {
  const { userId, code } = Route.useSearch()
  usePageMeta({ title: 'Confirm your email', noindex: true })
  return <ConfirmEmailPage userId={userId} code={code} />
}
