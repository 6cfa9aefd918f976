import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/reset-password')({
  validateSearch: v.object({ userId: v.optional(v.string()), token: v.optional(v.string()) }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { userId, token } = Route.useSearch()
  usePageMeta({ title: 'Reset password', noindex: true })
  return <ResetPasswordPage userId={userId} token={token} />
}
