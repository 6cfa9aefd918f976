import { Box, Button, Container, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { ArrowLeft, Lock, MessagesSquare } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { AppLink, LinkIconButton } from '@/components/ui/app-link'
import { PersonAvatar } from '@/entities/person/person-avatar'
import { toUserMessage } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { useSignedInUserId } from '@/lib/session/use-session'
import { useConversation, useEarlierMessages, useMarkRead } from '../api/messaging-queries'
import { nameParts } from '../lib/message-time'
import { useMessageStream } from '../lib/use-message-stream'
import { useThread } from '../lib/use-thread'
import { Composer } from './composer'
import { MessageBubble } from './message-bubble'
import { StreamStatusBadge } from './stream-status'

/** The shell's bottom bar below 768 px (app/shell/bottom-bar.tsx): the composer sticks above it. */
const BOTTOM_BAR_OFFSET = 'calc(64px + env(safe-area-inset-bottom))'

/**
 * /messages/:id: one conversation, live. Messages arrive through the stream; what the viewer writes goes to
 * the outbox (shown "sending" until the server has it), so writing offline works and sends once back online.
 * The thread seen last is persisted, so it is readable offline.
 */
export function ThreadPage({ conversationId }: { conversationId: string }) {
  const viewerId = useSignedInUserId()
  const status = useMessageStream()
  const conversation = useConversation(conversationId)
  const { query, messages, send, retry, discard } = useThread(conversationId)
  const earlier = useEarlierMessages(conversationId)
  const markRead = useMarkRead(conversationId)
  const endRef = useRef<HTMLDivElement>(null)

  // Read up to the newest stored message whenever one arrives while the page is on screen.
  const lastSeq = query.data?.items.at(-1)?.seq ?? 0
  const lastReadSeq = conversation.data?.lastReadSeq ?? 0
  const { mutate: markReadMutate } = markRead
  useEffect(() => {
    if (lastSeq <= lastReadSeq || document.visibilityState !== 'visible' || !navigator.onLine) return
    markReadMutate(lastSeq)
  }, [lastSeq, lastReadSeq, markReadMutate])

  // The newest message in view: on first load and whenever one is added at the end.
  const lastId = messages.at(-1)?.id
  useLayoutEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' })
  }, [lastId])

  const person = conversation.data?.otherPerson
  const offlineMiss = query.fetchStatus === 'paused' && !query.data
  const failed = !query.data && (query.isError || offlineMiss)
  const offline = offlineMiss || isOfflineFailure(query.error)

  return (
    <Container maxW="3xl" py={{ base: '3', md: '6' }} px={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <HStack gap="3" pb="3" borderBottomWidth="1px">
          <LinkIconButton href="/messages" variant="ghost" size="sm" aria-label="Back to messages">
            <ArrowLeft aria-hidden />
          </LinkIconButton>
          {person ? (
            <AppLink
              href={`/people/${person.slug}`}
              display="flex"
              alignItems="center"
              gap="3"
              minW="0"
              flex="1"
            >
              <PersonAvatar {...nameParts(person.fullName)} avatar={person.avatar} size="2.5rem" />
              <Stack gap="0" minW="0">
                <Text as="h1" fontWeight="semibold" fontSize="lg" truncate data-testid="thread-title">
                  {person.fullName}
                </Text>
                {person.headline ? (
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {person.headline}
                  </Text>
                ) : null}
              </Stack>
            </AppLink>
          ) : (
            <Box flex="1">
              {conversation.isError ? (
                <Text as="h1" fontWeight="semibold">
                  Conversation
                </Text>
              ) : (
                <Skeleton h="6" w="40" />
              )}
            </Box>
          )}
          <StreamStatusBadge status={status} />
        </HStack>

        {query.data?.hasMore ? (
          <Button
            variant="ghost"
            size="sm"
            alignSelf="center"
            loading={earlier.isPending}
            onClick={() => earlier.mutate(query.data?.items[0]?.seq ?? 1)}
          >
            Load earlier messages
          </Button>
        ) : null}

        {failed ? (
          <LoadFailedState
            icon={<MessagesSquare />}
            offline={offline}
            offlineText="This conversation isn't saved on this device yet. It loads when you're back online."
            title="Failed to load content"
            description={toUserMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : query.data || messages.length > 0 ? (
          messages.length > 0 ? (
            <Stack
              as="ol"
              gap="3"
              role="log"
              aria-live="polite"
              aria-label="Messages"
              data-testid="thread"
              p="0"
            >
              {messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={message.senderId === viewerId}
                  onRetry={(m) => m.failedEntry && void retry(m.failedEntry)}
                  onDiscard={(m) => m.failedEntry && void discard(m.failedEntry)}
                />
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted" textAlign="center" py="10" data-testid="thread-empty">
              {person ? `Say hello to ${person.fullName.split(' ')[0]}.` : 'No messages yet.'}
            </Text>
          )
        ) : (
          <Stack gap="3" aria-hidden>
            {[0, 1, 2].map((n) => (
              <Skeleton
                key={n}
                h="10"
                w={n % 2 ? '50%' : '65%'}
                alignSelf={n % 2 ? 'end' : 'start'}
                borderRadius="2xl"
              />
            ))}
          </Stack>
        )}
        <div ref={endRef} />

        {/* On phones the assistant's round button sits at the bottom right: the composer leaves it room. */}
        <Box
          position="sticky"
          bottom={{ base: BOTTOM_BAR_OFFSET, md: '0' }}
          bg="bg"
          pt="2"
          pb={{ base: '2', md: '4' }}
          pe={{ base: '14', md: '0' }}
        >
          {conversation.data && !conversation.data.canSend ? (
            <HStack gap="2" color="fg.muted" justify="center" py="2" role="status">
              <Lock aria-hidden size={14} />
              <Text fontSize="sm">You can no longer message this person.</Text>
            </HStack>
          ) : (
            <Composer onSend={(body) => void send(body)} disabled={failed && !offline} />
          )}
        </Box>
      </Stack>
    </Container>
  )
}
