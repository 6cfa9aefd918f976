import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SignupPage } from '@/features/auth/components/signup-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { redirectIfSignedIn } from '@/entities/session/redirect-signed-in'

export const Route = createFileRoute('/signup')({
  validateSearch: v.object({
    role: v.optional(v.string()),
    ref: v.optional(v.string()),
    message: v.optional(v.string()),
    /** Only read when the visitor is signed in already: where to go instead (same-origin paths only). */
    redirect: v.optional(v.string()),
  }),
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.redirect),
  component: SignupRoute,
})

function SignupRoute() {
  const { role, ref, message } = Route.useSearch()
  usePageMeta({
    title: 'Create your account',
    description: 'Join ReelHire free: build video resumes, find jobs, or hire with your team.',
  })
  return <SignupPage role={role?.toLowerCase()} referralCode={ref} message={message} />
}
