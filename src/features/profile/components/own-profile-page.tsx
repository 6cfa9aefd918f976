import { Container, HStack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { LinkButton } from '@/components/ui/app-link'
import { currentUserQueryOptions } from '@/entities/user/current-user'
import { displayName } from '@/lib/session/session-user'
import { useSession } from '@/lib/session/use-session'
import { ProfileView } from './profile-view'

/** /profile: your own profile as others see it, with Edit ("/profile edits the own profile"). */
export function OwnProfilePage() {
  const stored = useSession((s) => s.user)
  // Always fresh from the server; the stored user shows at once meanwhile.
  useQuery(currentUserQueryOptions())
  if (!stored) return null
  const data = stored.data
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <ProfileView
        profile={{
          name: displayName(stored),
          avatar: data?.avatar ?? null,
          headline: data?.headline ?? null,
          summary: data?.summary ?? null,
          location: data?.location ?? null,
          website: data?.website ?? null,
          linkedIn: data?.linkedIn ?? null,
          github: data?.github ?? null,
          currentRole: data?.currentRole ?? null,
          currentCompany: data?.currentCompany ?? null,
          role: stored.role,
          skills: stored.skills ?? [],
          openToWork: stored.openToWork ?? false,
        }}
        actions={
          <HStack>
            <LinkButton href="/profile/edit" colorPalette="indigo" variant="outline" size="sm">
              <Pencil aria-hidden /> Edit Profile
            </LinkButton>
          </HStack>
        }
      />
    </Container>
  )
}
