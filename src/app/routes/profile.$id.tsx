import { createFileRoute } from '@tanstack/react-router'
import { usePerson } from '@/features/people/api/people-queries'
import { PersonProfilePage } from '@/features/people/components/person-profile-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/profile/$id')({ component: PublicProfileRoute })

/** /profile/{id} (seed 1 §2): the same profile page as /people/{id}, with connect actions and resumes. */
function PublicProfileRoute() {
  const { id } = Route.useParams()
  const person = usePerson(id).data
  usePageMeta({
    title: person?.fullName ?? 'Profile',
    description: person?.headline ?? 'A ReelHire member profile.',
  })
  return <PersonProfilePage id={id} />
}
