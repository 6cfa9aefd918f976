import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '@/features/marketing/components/legal-document'
import { PRIVACY_POLICY, PRIVACY_POLICY_SUMMARY } from '@/features/marketing/content/legal/privacy-policy'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyRoute,
})

function PrivacyPolicyRoute() {
  usePageMeta({
    title: 'Privacy Policy',
    description: PRIVACY_POLICY_SUMMARY,
  })
  return <LegalDocument title="Privacy Policy" summary={PRIVACY_POLICY_SUMMARY} markdown={PRIVACY_POLICY} />
}
