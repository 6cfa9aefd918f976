import { createFileRoute } from '@tanstack/react-router'
import { AdminUserPage } from '@/features/administration/components/admin-user-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /admin/users/{id} (issue 18): one user's account and the admin actions on it. */
export const Route = createFileRoute('/_authed/admin/users/$id')({ component: AdminUserRoute })

function AdminUserRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'User · Administration', noindex: true })
  return <AdminUserPage key={id} id={id} />
}
