import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { notificationText, NOTIFICATION_TEXTS, type Notification } from '@/api/notifications/notification'
import { AppLink } from '@/components/ui/app-link'
import { formatRelativeDate } from '@/lib/dates'

type Props = {
  items: readonly Notification[]
  onOpen: (item: Notification) => void
  onMarkRead?: (item: Notification) => void
}

/**
 * Notification rows: the text links to the subject (person, conversation, applications) and marks the item read
 * on the way; unread ones carry a dot and, where `onMarkRead` is given, their own "Mark as read".
 */
export function NotificationItems({ items, onOpen, onMarkRead }: Props) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" p="0" m="0" aria-label={NOTIFICATION_TEXTS.title}>
      {items.map((item) => {
        const unread = item.readAt === null
        return (
          <HStack
            as="li"
            key={item.id}
            align="start"
            gap="3"
            px="3"
            py="2.5"
            rounded="md"
            bg={unread ? 'indigo.subtle' : undefined}
            data-unread={unread || undefined}
          >
            <Box
              mt="2"
              boxSize="2"
              flexShrink={0}
              rounded="full"
              bg={unread ? 'indigo.solid' : 'transparent'}
              aria-hidden
            />
            <Stack gap="0.5" flex="1" minW="0">
              <AppLink
                href={item.url}
                onClick={() => onOpen(item)}
                fontWeight={unread ? 'semibold' : 'normal'}
              >
                {notificationText(item)}
                {unread && (
                  <Box as="span" srOnly>
                    {' '}
                    (unread)
                  </Box>
                )}
              </AppLink>
              <Text textStyle="xs" color="fg.muted">
                {formatRelativeDate(item.createdAt)}
              </Text>
            </Stack>
            {unread && onMarkRead && (
              <Button size="xs" variant="ghost" onClick={() => onMarkRead(item)}>
                {NOTIFICATION_TEXTS.markOne}
              </Button>
            )}
          </HStack>
        )
      })}
    </Stack>
  )
}
