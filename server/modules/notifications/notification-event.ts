import type { NotificationKind } from '@/api/notifications/notification'

/** What a producer reports: who is told, of what, by whom, about which subject. */
export type NotificationEvent = {
  recipientId: string
  kind: NotificationKind
  actorId: string
  subjectId: string
  detail?: string | null
}
