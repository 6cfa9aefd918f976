import {
  Button,
  Container,
  EmptyState,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import { useState } from 'react'
import { NOTIFICATION_TEXTS } from '@/api/notifications/notification'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { LastChecked } from '@/components/sync/last-checked'
import { toUserMessage } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { useSignedInUserId } from '@/lib/session/use-session'
import { notificationListQueryOptions, useMarkNotificationsRead } from '../api/notification-queries'
import { NotificationItems } from './notification-items'

const PAGE_SIZE = 20

/** /notifications: the signed-in user's notifications, newest first; opens offline with the last list seen. */
export function NotificationsPage() {
  const userId = useSignedInUserId() ?? ''
  const [page, setPage] = useState(1)
  const query = useQuery({ ...notificationListQueryOptions(userId, page, PAGE_SIZE), enabled: userId !== '' })
  const { markOne, markAll, isMarkingAll } = useMarkNotificationsRead(userId)
  const offlineMiss = query.fetchStatus === 'paused' && !query.data
  const data = query.data
  const hasUnread = data?.items.some((item) => item.readAt === null) ?? false

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <HStack justify="space-between" align="end" wrap="wrap" gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {NOTIFICATION_TEXTS.title}
          </Heading>
          <HStack gap="3">
            {data ? <LastChecked updatedAt={query.dataUpdatedAt} stale={query.isRefetchError} /> : null}
            {hasUnread && (
              <Button size="sm" variant="outline" loading={isMarkingAll} onClick={() => markAll()}>
                {NOTIFICATION_TEXTS.markAll}
              </Button>
            )}
          </HStack>
        </HStack>

        {data ? (
          data.items.length > 0 ? (
            <Stack gap="4">
              <Stack borderWidth="1px" borderRadius="xl" bg="bg.panel" p="2">
                <NotificationItems
                  items={data.items}
                  onOpen={(item) => item.readAt === null && markOne(item.id)}
                  onMarkRead={(item) => markOne(item.id)}
                />
              </Stack>
              {data.totalPages > 1 && (
                <HStack justify="center" gap="3">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!data.hasPrev}
                    onClick={() => setPage(page - 1)}
                  >
                    Previous
                  </Button>
                  <Text textStyle="sm" color="fg.muted">
                    Page {data.page} of {data.totalPages}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!data.hasNext}
                    onClick={() => setPage(page + 1)}
                  >
                    Next
                  </Button>
                </HStack>
              )}
            </Stack>
          ) : (
            <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <Bell />
                </EmptyState.Indicator>
                <VStack textAlign="center">
                  <EmptyState.Title>{NOTIFICATION_TEXTS.empty}</EmptyState.Title>
                  <EmptyState.Description>{NOTIFICATION_TEXTS.emptyHint}</EmptyState.Description>
                </VStack>
              </EmptyState.Content>
            </EmptyState.Root>
          )
        ) : query.isError || offlineMiss ? (
          <LoadFailedState
            icon={<Bell />}
            offline={offlineMiss || isOfflineFailure(query.error)}
            offlineText="Your notifications aren't saved on this device yet. They load when you're back online."
            title={NOTIFICATION_TEXTS.loadFailed}
            description={toUserMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="3" aria-hidden data-testid="notifications-loading">
            {[0, 1, 2, 3].map((n) => (
              <HStack key={n} gap="3" p="3">
                <Skeleton boxSize="2" borderRadius="full" />
                <Stack flex="1" gap="2">
                  <Skeleton h="4" w="60%" />
                  <Skeleton h="3" w="25%" />
                </Stack>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
