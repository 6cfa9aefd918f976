import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/verify-email')({
  validateSearch: v.object({ email: v.optional(v.string()), redirect: v.optional(v.string()) }),
  component: VerifyEmailRoute,
})

function VerifyEmailRoute() {
  const { email, redirect } = Route.useSearch()
  usePageMeta({ title: 'Verify your email', noindex: true })
  return <VerifyEmailPage email={email} redirect={redirect} />
}
