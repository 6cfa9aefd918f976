import { createFileRoute } from '@tanstack/react-router'
import { PersonaSelectionPage } from '@/features/auth/components/persona-selection-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/persona-selection')({ component: PersonaSelectionRoute })

function PersonaSelectionRoute() {
  usePageMeta({ title: 'Choose your account type', noindex: true })
  return <PersonaSelectionPage />
}
