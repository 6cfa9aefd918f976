import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react'
import type { Conversation } from '@/api/messaging/message'
import { AppLink } from '@/components/ui/app-link'
import { PersonAvatar } from '@/entities/person/person-avatar'
import { formatMessageTime, nameParts, previewOf } from '../lib/message-time'

type Props = { conversation: Conversation; viewerId: string | null }

/** One conversation in the list: who, the last message, when, and the unread badge. */
export function ConversationRow({ conversation, viewerId }: Props) {
  const { otherPerson: person, unreadCount } = conversation
  const when = conversation.lastMessageAt ?? conversation.createdAt
  const unread = unreadCount > 0
  return (
    <AppLink
      href={`/messages/${conversation.id}`}
      data-testid="conversation-row"
      data-conversation-id={conversation.id}
      aria-label={`${person.fullName}${unread ? `, ${unreadCount} unread` : ''}`}
      display="block"
      px={{ base: '3', md: '4' }}
      py="3"
      borderRadius="lg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <HStack gap="3" align="center">
        <PersonAvatar {...nameParts(person.fullName)} avatar={person.avatar} size="2.75rem" />
        <Stack gap="0.5" flex="1" minW="0">
          <HStack justify="space-between" gap="2">
            <Text fontWeight={unread ? 'bold' : 'semibold'} truncate>
              {person.fullName}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {formatMessageTime(when)}
            </Text>
          </HStack>
          <HStack justify="space-between" gap="2">
            <Text
              fontSize="sm"
              color={unread ? 'fg' : 'fg.muted'}
              truncate
              data-testid="conversation-preview"
            >
              {previewOf(conversation.lastMessage, viewerId)}
            </Text>
            {unread ? (
              <Badge
                colorPalette="indigo"
                variant="solid"
                borderRadius="full"
                data-testid="unread-badge"
                aria-hidden
              >
                {unreadCount > 99 ? '99+' : unreadCount}
              </Badge>
            ) : (
              <Box />
            )}
          </HStack>
        </Stack>
      </HStack>
    </AppLink>
  )
}
