import { createFileRoute } from '@tanstack/react-router'
import { OwnProfilePage } from '@/features/profile/components/own-profile-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/profile/')({ component: ProfileRoute })

function ProfileRoute() {
  usePageMeta({ title: 'Your profile', noindex: true })
  return <OwnProfilePage />
}
