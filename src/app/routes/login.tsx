import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '@/features/auth/components/login-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { redirectIfSignedIn } from '@/entities/session/redirect-signed-in'

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()), message: v.optional(v.string()) }),
  // Signed in already: straight on to where signing in would have led.
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.redirect),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect, message } = Route.useSearch()
  usePageMeta({ title: 'Sign in', description: 'Sign in to your ReelHire account.', noindex: true })
  return <LoginPage redirect={redirect} message={message} />
}
