import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '@/features/settings/components/settings-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** Not gated: signed-out visitors see Settings in the sidebar too (for the theme). */
export const Route = createFileRoute('/settings')({ component: SettingsRoute })

function SettingsRoute() {
  usePageMeta({ title: 'Settings', noindex: true })
  return <SettingsPage />
}
