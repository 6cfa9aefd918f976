import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SignupPage } from '@/features/auth/components/signup-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/signup')({
  validateSearch: v.object({
    role: v.optional(v.string()),
    ref: v.optional(v.string()),
    message: v.optional(v.string()),
  }),
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
