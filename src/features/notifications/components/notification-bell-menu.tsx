import { Button, HStack, Popover, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { NOTIFICATION_TEXTS } from '@/api/notifications/notification'
import { AppLink } from '@/components/ui/app-link'
import { toUserMessage } from '@/lib/api-client/api-error'
import { notificationListQueryOptions, useMarkNotificationsRead } from '../api/notification-queries'
import { BellButton } from './notification-bell'
import { NotificationItems } from './notification-items'

const LATEST = 8

type Props = { userId: string; count: number; defaultOpen?: boolean }

/** The bell's popover (a lazy chunk): the latest notifications, "Mark all as read" and a link to the page. */
export function NotificationBellMenu({ userId, count, defaultOpen = false }: Props) {
  const [open, setOpen] = useState(defaultOpen)
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <BellButton count={count} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '92vw', sm: '96' }} maxH="70vh" overflowY="auto">
            <Popover.Body p="3">
              <Latest userId={userId} count={count} close={() => setOpen(false)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

function Latest({ userId, count, close }: { userId: string; count: number; close: () => void }) {
  const query = useQuery(notificationListQueryOptions(userId, 1, LATEST))
  const { markOne, markAll, isMarkingAll } = useMarkNotificationsRead(userId)
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Popover.Title fontWeight="semibold">{NOTIFICATION_TEXTS.title}</Popover.Title>
        {count > 0 && (
          <Button size="xs" variant="ghost" loading={isMarkingAll} onClick={() => markAll()}>
            {NOTIFICATION_TEXTS.markAll}
          </Button>
        )}
      </HStack>
      {query.data ? (
        query.data.items.length > 0 ? (
          <NotificationItems
            items={query.data.items}
            onOpen={(item) => {
              if (item.readAt === null) markOne(item.id)
              close()
            }}
          />
        ) : (
          <Text color="fg.muted" textStyle="sm" py="4" textAlign="center">
            {NOTIFICATION_TEXTS.empty}
          </Text>
        )
      ) : query.isError ? (
        <Text color="fg.error" textStyle="sm" role="alert">
          {NOTIFICATION_TEXTS.loadFailed}: {toUserMessage(query.error)}
        </Text>
      ) : (
        <Stack gap="2" aria-hidden>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h="10" />
          ))}
        </Stack>
      )}
      <AppLink href="/notifications" onClick={close} textStyle="sm" alignSelf="center" py="1">
        See all notifications
      </AppLink>
    </Stack>
  )
}
