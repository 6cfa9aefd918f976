import { createFileRoute } from '@tanstack/react-router'
import { ProfileEditPage } from '@/features/profile/components/profile-edit-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/profile/edit')({ component: ProfileEditRoute })

function ProfileEditRoute() {
  usePageMeta({ title: 'Edit profile', noindex: true })
  return <ProfileEditPage />
}
