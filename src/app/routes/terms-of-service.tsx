import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '@/features/marketing/components/legal-document'
import { TERMS_OF_SERVICE, TERMS_SUMMARY } from '@/features/marketing/content/legal/terms-of-service'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServiceRoute,
})

function TermsOfServiceRoute() {
  usePageMeta({
    title: 'Terms of Service',
    description: TERMS_SUMMARY,
  })
  return <LegalDocument title="Terms of Service" summary={TERMS_SUMMARY} markdown={TERMS_OF_SERVICE} />
}
