import { createFileRoute } from '@tanstack/react-router'
import { PersonProfilePage } from '@/features/people/components/person-profile-page'
import { usePerson } from '@/features/people/api/people-queries'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/people/$id')({ component: PersonRoute })

/** /people/{slug or id}: a person's profile (seed 2 §2). /profile/{id} shows the same page. */
function PersonRoute() {
  const { id } = Route.useParams()
  const person = usePerson(id).data
  usePageMeta({
    title: person?.fullName ?? 'Profile',
    description: person?.headline ?? 'A ReelHire member profile.',
  })
  return <PersonProfilePage id={id} />
}
