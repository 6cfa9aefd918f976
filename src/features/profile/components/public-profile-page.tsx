import { Center, Container, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { ErrorCode } from '@/api/errors'
import { LinkButton } from '@/components/ui/app-link'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'
import { useSession } from '@/lib/session/use-session'
import { publicUserQueryOptions } from '../api/get-public-user'
import { ProfileView } from './profile-view'

/** /profile/{id}: someone's public profile by slug or id. */
export function PublicProfilePage({ id }: { id: string }) {
  const query = useQuery(publicUserQueryOptions(id))
  const me = useSession((s) => s.user?.id)
  if (query.isPending)
    return (
      <Center minH="40vh" role="status">
        <Spinner size="lg" color="indigo.solid" />
        <Text srOnly>Loading profile…</Text>
      </Center>
    )
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === ErrorCode.NOT_FOUND_ERROR
    return (
      <Container maxW="lg" py="16">
        <Stack gap="4" align="center" textAlign="center">
          <Text fontSize="xl" fontWeight="semibold">
            {missing ? 'Profile not found' : 'We could not load this profile'}
          </Text>
          <Text color="fg.muted">
            {missing
              ? 'The link may be wrong, or the member removed their profile.'
              : toUserMessage(query.error)}
          </Text>
          <LinkButton href="/people" variant="outline">
            Browse people
          </LinkButton>
        </Stack>
      </Container>
    )
  }
  const user = query.data
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <ProfileView
        profile={{ ...user, name: user.name || `${user.firstName} ${user.lastName}`.trim() }}
        actions={
          me === user.id ? (
            <LinkButton href="/profile/edit" variant="outline" size="sm">
              Edit Profile
            </LinkButton>
          ) : undefined
        }
      />
    </Container>
  )
}
