import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordRoute })

function ForgotPasswordRoute() {
  usePageMeta({
    title: 'Forgot password',
    description: 'Reset the password of your ReelHire account.',
    noindex: true,
  })
  return <ForgotPasswordPage />
}
