import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AffiliateDashboardPage } from '@/features/affiliates/components/affiliate-dashboard-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** The period shown: 30, 90 (default, kept out of the URL) or 365 days. */
const SearchSchema = v.object({
  days: v.fallback(v.optional(v.picklist([30, 365])), undefined),
})

/** /affiliate/dashboard (seed 2 §2: protected; issue 18). */
export const Route = createFileRoute('/_authed/affiliate/dashboard')({
  validateSearch: SearchSchema,
  component: AffiliateDashboardRoute,
})

function AffiliateDashboardRoute() {
  const { days } = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({ title: 'Affiliate dashboard', noindex: true })
  return (
    <AffiliateDashboardPage
      days={days ?? 90}
      onDaysChange={(next) =>
        void navigate({ search: { days: next === 30 || next === 365 ? next : undefined }, replace: true })
      }
    />
  )
}
