import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ADMIN_ACTIONS } from '@/api/administration/admin-audit'
import { AuditLogPage } from '@/features/administration/components/audit-log-page'
import { usePageMeta } from '@/hooks/use-page-meta'

const SearchSchema = v.object({
  action: v.fallback(v.optional(v.picklist(ADMIN_ACTIONS)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

/** /admin/audit-log (issue 18): the read-only record of every admin action. */
export const Route = createFileRoute('/_authed/admin/audit-log')({
  validateSearch: SearchSchema,
  component: AuditLogRoute,
})

function AuditLogRoute() {
  usePageMeta({ title: 'Audit log · Administration', noindex: true })
  const { action, page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AuditLogPage
      page={page}
      action={action ?? ''}
      onChange={(next) => {
        const picked = ADMIN_ACTIONS.find((a) => a === next.action)
        void navigate({
          search: { action: picked, page: next.page > 1 ? next.page : undefined },
          replace: true,
        })
      }}
    />
  )
}
