import { createFileRoute } from '@tanstack/react-router'
import { AdminHomePage } from '@/features/administration/components/admin-home-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /admin (issue 18): the administration home, for admins and super admins. */
export const Route = createFileRoute('/_authed/admin/')({ component: AdminRoute })

function AdminRoute() {
  usePageMeta({ title: 'Administration', noindex: true })
  return <AdminHomePage />
}
