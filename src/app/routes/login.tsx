import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '@/features/auth/components/login-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()), message: v.optional(v.string()) }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect, message } = Route.useSearch()
  usePageMeta({ title: 'Sign in', description: 'Sign in to your ReelHire account.', noindex: true })
  return <LoginPage redirect={redirect} message={message} />
}
