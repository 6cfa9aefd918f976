import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '@/features/marketing/components/legal-document'
import { COOKIE_POLICY, COOKIE_POLICY_SUMMARY } from '@/features/marketing/content/legal/cookie-policy'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/cookies')({
  component: CookiePolicyRoute,
})

function CookiePolicyRoute() {
  usePageMeta({
    title: 'Cookie Policy',
    description: COOKIE_POLICY_SUMMARY,
  })
  return <LegalDocument title="Cookie Policy" summary={COOKIE_POLICY_SUMMARY} markdown={COOKIE_POLICY} />
}
