import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AppLink } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { PEOPLE_ROOT_KEY } from '@/entities/person/api/person-keys'
import { PersonAvatar } from '@/entities/person/person-avatar'
import { toUserMessage } from '@/lib/api-client/api-error'
import { DateText } from '@/lib/hydration/date-text'
import { useSignedInUserId } from '@/lib/session/use-session'
import { blockedPeopleQueryOptions, unblockPerson } from '../api/blocked-people'
import { SettingsSection } from './settings-section'

/**
 * The people I blocked, each with Unblock. Unblocking needs the network (like blocking: it changes what both
 * people see at once); the people lists are fetched again afterwards so they reappear there.
 */
export function BlockedPeopleSection() {
  const viewerId = useSignedInUserId() ?? 'anonymous'
  const queryClient = useQueryClient()
  const blocked = useQuery(blockedPeopleQueryOptions(viewerId))
  const unblock = useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => unblockPerson(id),
    onSuccess: (_result, { name }) => {
      toaster.create({ type: 'success', title: `${name} is unblocked` })
      void queryClient.invalidateQueries({ queryKey: blockedPeopleQueryOptions(viewerId).queryKey })
      void queryClient.invalidateQueries({ queryKey: PEOPLE_ROOT_KEY })
    },
  })

  return (
    <SettingsSection
      id="blocked-people"
      title="Blocked people"
      description="People you blocked can't see your profile or contact you, and you don't see them."
    >
      {blocked.isPending ? (
        <Skeleton h="14" />
      ) : blocked.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {toUserMessage(blocked.error)}
        </Text>
      ) : blocked.data.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="blocked-empty">
          You haven't blocked anyone.
        </Text>
      ) : (
        <Stack as="ul" gap="2" aria-label="Blocked people" aria-live="polite">
          {blocked.data.map((person) => (
            <HStack
              as="li"
              key={person.id}
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              gap="3"
              data-testid="blocked-person"
            >
              <HStack gap="3" minW="0">
                <PersonAvatar
                  firstName={person.fullName}
                  lastName={person.fullName.split(' ').at(-1) ?? ''}
                  avatar={person.avatar}
                  size="2.25rem"
                />
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" truncate>
                    {person.fullName}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Blocked <DateText value={person.blockedAt} renderedAt={blocked.dataUpdatedAt} />
                  </Text>
                </Stack>
              </HStack>
              <Button
                size="sm"
                variant="outline"
                flexShrink="0"
                aria-label={`Unblock ${person.fullName}`}
                loading={unblock.isPending && unblock.variables?.id === person.id}
                onClick={() => unblock.mutate({ id: person.id, name: person.fullName })}
              >
                Unblock
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {unblock.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {toUserMessage(unblock.error)}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" mt="3">
        To block someone, open their profile on{' '}
        <AppLink href="/people" textDecoration="underline">
          People
        </AppLink>{' '}
        and choose Block.
      </Text>
    </SettingsSection>
  )
}
