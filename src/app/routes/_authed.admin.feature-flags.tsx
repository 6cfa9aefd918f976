import { createFileRoute } from '@tanstack/react-router'
import { FeatureFlagsPage } from '@/features/administration/components/feature-flags-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /admin/feature-flags (issue 18): turn the platform's features on or off. */
export const Route = createFileRoute('/_authed/admin/feature-flags')({ component: FeatureFlagsRoute })

function FeatureFlagsRoute() {
  usePageMeta({ title: 'Feature flags · Administration', noindex: true })
  return <FeatureFlagsPage />
}
