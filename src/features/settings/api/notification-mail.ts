import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  NotificationMailPreferencesSchema,
  type NotificationMailPreferencesInput,
} from '@/api/notifications/notification-mail'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET/PUT /api/Notifications/mail-preferences: which notifications the user gets by email. */
export const notificationMailQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['notification-mail-preferences', userId],
    queryFn: ({ signal }) =>
      apiRequest('/Notifications/mail-preferences', { schema: NotificationMailPreferencesSchema, signal }),
  })

export function useSaveNotificationMail(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: NotificationMailPreferencesInput) =>
      apiRequest('/Notifications/mail-preferences', {
        method: 'PUT',
        body: input,
        schema: NotificationMailPreferencesSchema,
      }),
    onSuccess: (saved) => client.setQueryData(notificationMailQueryOptions(userId).queryKey, saved),
  })
}
