import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** Not wrapped by the gate (spec: route table): it shows its own sign-in prompt when signed out. */
export const Route = createFileRoute('/dashboard')({ component: DashboardRoute })

function DashboardRoute() {
  usePageMeta({ title: 'Dashboard', noindex: true })
  return <DashboardPage />
}
