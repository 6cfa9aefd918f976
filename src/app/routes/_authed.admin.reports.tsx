import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AdminReportsPage } from '@/features/administration/components/admin-reports-page'
import { usePageMeta } from '@/hooks/use-page-meta'

const SearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(['open', 'reviewed'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

/** /admin/reports (issue 18): reports of people and messages, and hidden content. */
export const Route = createFileRoute('/_authed/admin/reports')({
  validateSearch: SearchSchema,
  component: AdminReportsRoute,
})

function AdminReportsRoute() {
  usePageMeta({ title: 'Reports · Administration', noindex: true })
  const { status = 'open', page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminReportsPage
      status={status}
      page={page}
      onChange={(next) =>
        void navigate({
          search: {
            status: next.status === 'open' ? undefined : next.status,
            page: next.page > 1 ? next.page : undefined,
          },
          replace: true,
        })
      }
    />
  )
}
