import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '@/features/notifications/components/notifications-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /notifications (issue 15): the signed-in user's notifications. */
export const Route = createFileRoute('/_authed/notifications')({ component: NotificationsRoute })

function NotificationsRoute() {
  usePageMeta({ title: 'Notifications', noindex: true })
  return <NotificationsPage />
}
