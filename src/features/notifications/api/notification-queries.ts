import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  NotificationPageSchema,
  NotificationReadAllSchema,
  NotificationSchema,
  NotificationUnreadSchema,
} from '@/api/notifications/notification'
import { apiRequest } from '@/lib/api-client/api-client'
import { PERSISTED_QUERY_OPTIONS } from '@/lib/query-persistence/persisted-queries'

/**
 * The notification calls (issue 15, decision 049). The unread count is a tiny query the bell polls: on window
 * focus and once a minute while the tab is visible (TanStack pauses intervals in hidden tabs) — simpler and as
 * robust as a stream for a badge, and it works the same after sleep, reconnects and proxies.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const
export const UNREAD_POLL_MS = 60_000

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, userId, 'unread'],
    queryFn: ({ signal }) =>
      apiRequest('/Notifications/unread-count', { schema: NotificationUnreadSchema, signal }),
    refetchOnWindowFocus: 'always',
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 15_000,
  })

/** A page of the list, newest first; persisted so /notifications opens offline with the last list seen. */
export const notificationListQueryOptions = (userId: string, page = 1, limit = 20) =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: [...NOTIFICATIONS_KEY, userId, 'list', page, limit],
    queryFn: ({ signal }) =>
      apiRequest(`/Notifications?page=${page}&limit=${limit}`, { schema: NotificationPageSchema, signal }),
    refetchOnWindowFocus: 'always',
  })

/** Mark one read, or all; either way the list and the badge are refetched. */
export function useMarkNotificationsRead(userId: string) {
  const client = useQueryClient()
  const settle = () => client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, userId] })
  const one = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/Notifications/${id}/read`, { method: 'POST', schema: NotificationSchema }),
    onSettled: settle,
  })
  const all = useMutation({
    mutationFn: () =>
      apiRequest('/Notifications/read-all', { method: 'POST', schema: NotificationReadAllSchema }),
    onSettled: settle,
  })
  return { markOne: one.mutate, markAll: all.mutate, isMarkingAll: all.isPending }
}
