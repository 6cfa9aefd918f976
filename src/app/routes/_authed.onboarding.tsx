import { createFileRoute } from '@tanstack/react-router'
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/onboarding')({ component: OnboardingRoute })

function OnboardingRoute() {
  usePageMeta({ title: 'Set up your profile', noindex: true })
  return <OnboardingPage />
}
