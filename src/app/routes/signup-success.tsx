import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SignupSuccessPage } from '@/features/auth/components/signup-success-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/signup-success')({
  validateSearch: v.object({ email: v.optional(v.string()), firstName: v.optional(v.string()) }),
  component: SignupSuccessRoute,
})

function SignupSuccessRoute() {
  const { email, firstName } = Route.useSearch()
  usePageMeta({ title: 'Account created', noindex: true })
  return <SignupSuccessPage email={email} firstName={firstName} />
}
