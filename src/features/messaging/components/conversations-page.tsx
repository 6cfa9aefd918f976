import { Container, EmptyState, Heading, HStack, Skeleton, Stack, Text, VStack } from '@chakra-ui/react'
import { MessagesSquare } from 'lucide-react'
import { LastChecked } from '@/components/sync/last-checked'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { LinkButton } from '@/components/ui/app-link'
import { toUserMessage } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { useSignedInUserId } from '@/lib/session/use-session'
import { useConversations } from '../api/messaging-queries'
import { useMessageStream } from '../lib/use-message-stream'
import { ConversationRow } from './conversation-row'
import { StreamStatusBadge } from './stream-status'

/** /messages: the viewer's conversations, the most recent first, with unread badges; updates live. */
export function ConversationsPage() {
  const query = useConversations()
  const viewerId = useSignedInUserId()
  const status = useMessageStream()
  const offlineMiss = query.fetchStatus === 'paused' && !query.data
  const offline = offlineMiss || isOfflineFailure(query.error)
  const data = query.data

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <HStack justify="space-between" align="end" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Messages
            </Heading>
            <Text color="fg.muted" role="status" aria-live="polite" data-testid="unread-total">
              {data
                ? data.unreadTotal > 0
                  ? `${data.unreadTotal} unread ${data.unreadTotal === 1 ? 'message' : 'messages'}`
                  : 'You’re all caught up.'
                : query.isPending
                  ? 'Loading conversations…'
                  : ''}
            </Text>
          </Stack>
          <HStack gap="3">
            {data ? <LastChecked updatedAt={query.dataUpdatedAt} stale={query.isRefetchError} /> : null}
            <StreamStatusBadge status={status} />
          </HStack>
        </HStack>

        {data ? (
          data.items.length > 0 ? (
            <Stack
              as="ul"
              aria-label="Conversations"
              gap="1"
              borderWidth="1px"
              borderRadius="xl"
              bg="bg.panel"
              p="2"
              listStyleType="none"
            >
              {data.items.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationRow conversation={conversation} viewerId={viewerId} />
                </li>
              ))}
            </Stack>
          ) : (
            <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <MessagesSquare />
                </EmptyState.Indicator>
                <VStack textAlign="center">
                  <EmptyState.Title>No conversations yet</EmptyState.Title>
                  <EmptyState.Description>
                    Open a connection’s profile and choose Message to start one.
                  </EmptyState.Description>
                </VStack>
                <LinkButton href="/people" variant="outline">
                  Find people
                </LinkButton>
              </EmptyState.Content>
            </EmptyState.Root>
          )
        ) : query.isError || offlineMiss ? (
          <LoadFailedState
            icon={<MessagesSquare />}
            offline={offline}
            offlineText="Your conversations aren't saved on this device yet. They load when you're back online."
            title="Failed to load content"
            description={toUserMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="3" aria-hidden>
            {[0, 1, 2, 3].map((n) => (
              <HStack key={n} gap="3" p="3">
                <Skeleton boxSize="11" borderRadius="full" />
                <Stack flex="1" gap="2">
                  <Skeleton h="4" w="40%" />
                  <Skeleton h="3" w="70%" />
                </Stack>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
