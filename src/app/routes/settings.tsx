import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '@/features/settings/components/settings-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** Not gated: signed-out visitors reach Settings from the sidebar for the theme (seed 1 §2). */
export const Route = createFileRoute('/settings')({ component: SettingsRoute })

function SettingsRoute() {
  usePageMeta({ title: 'Settings', noindex: true })
  return <SettingsPage />
}
