import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AdminUsersPage } from '@/features/administration/components/admin-users-page'
import { usePageMeta } from '@/hooks/use-page-meta'

const SearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

/** /admin/users (issue 18): find a user. */
export const Route = createFileRoute('/_authed/admin/users/')({
  validateSearch: SearchSchema,
  component: AdminUsersRoute,
})

function AdminUsersRoute() {
  usePageMeta({ title: 'Users · Administration', noindex: true })
  const { q = '', page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminUsersPage
      q={q}
      page={page}
      onChange={(next) =>
        void navigate({
          search: {
            q: next.q ? next.q : undefined,
            page: next.page && next.page > 1 ? next.page : undefined,
          },
          replace: true,
        })
      }
    />
  )
}
