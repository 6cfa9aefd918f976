import { createFileRoute } from '@tanstack/react-router'
import { PublicProfilePage } from '@/features/profile/components/public-profile-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/profile/$id')({ component: PublicProfileRoute })

function PublicProfileRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Profile', description: 'A ReelHire member profile.' })
  return <PublicProfilePage id={id} />
}
