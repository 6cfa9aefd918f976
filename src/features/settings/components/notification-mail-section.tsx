import { Skeleton, Stack, Switch, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import {
  NOTIFICATION_MAIL_DEFAULTS,
  NOTIFICATION_MAIL_LABELS,
  NOTIFICATION_MAIL_TEXTS,
  type NotificationMailPreferences,
} from '@/api/notifications/notification-mail'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useSignedInUserId } from '@/lib/session/use-session'
import { notificationMailQueryOptions, useSaveNotificationMail } from '../api/notification-mail'
import { PushToggle } from './push-section'
import { SettingsSection } from './settings-section'

const KINDS = Object.keys(NOTIFICATION_MAIL_DEFAULTS) as (keyof NotificationMailPreferences)[]

/** Settings → Email notifications: one switch per kind, saved at once. */
export function NotificationMailSection() {
  const userId = useSignedInUserId() ?? ''
  const query = useQuery({ ...notificationMailQueryOptions(userId), enabled: userId !== '' })
  const save = useSaveNotificationMail(userId)
  return (
    <SettingsSection
      id="notification-mail"
      title={NOTIFICATION_MAIL_TEXTS.section}
      description={NOTIFICATION_MAIL_TEXTS.sectionHint}
    >
      {query.data ? (
        <Stack gap="3">
          {KINDS.map((kind) => (
            <Switch.Root
              key={kind}
              colorPalette="indigo"
              checked={query.data[kind]}
              disabled={save.isPending}
              onCheckedChange={(e) =>
                save.mutate(
                  { [kind]: e.checked },
                  {
                    onSuccess: () =>
                      toaster.create({ type: 'success', title: NOTIFICATION_MAIL_TEXTS.saved }),
                    onError: (error) => toaster.create({ type: 'error', title: toUserMessage(error) }),
                  },
                )
              }
              justifyContent="space-between"
              w="full"
            >
              <Switch.Label fontWeight="normal">{NOTIFICATION_MAIL_LABELS[kind]}</Switch.Label>
              <Switch.HiddenInput />
              <Switch.Control />
            </Switch.Root>
          ))}
          <PushToggle />
        </Stack>
      ) : query.isError ? (
        <Text color="fg.error" role="alert">
          {toUserMessage(query.error)}
        </Text>
      ) : (
        <Stack gap="3" aria-hidden>
          {KINDS.map((kind) => (
            <Skeleton key={kind} h="6" />
          ))}
        </Stack>
      )}
    </SettingsSection>
  )
}
