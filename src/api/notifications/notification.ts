import * as v from 'valibot'
import { PagedSchema, PageQuerySchema, type Paged } from '../pagination'
import { APPLICATION_STAGE_LABELS, type ApplicationStage } from '../applications/application-stages'

/**
 * Notifications (issue 15, decision 049): the in-app list, its unread count and the mark-read calls. The server
 * writes them when a connection is requested or accepted, a message arrives (one unread item per conversation)
 * or an application changes stage.
 */
export const NOTIFICATION_KINDS = [
  'connection_requested',
  'connection_accepted',
  'message',
  'application_stage',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_TEXTS = {
  notFound: 'Notification not found.',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  empty: 'No notifications yet',
  emptyHint: 'Connection requests, messages and application updates will show up here.',
  loadFailed: 'Failed to load content',
  title: 'Notifications',
  markAll: 'Mark all as read',
  markOne: 'Mark as read',
  someone: 'Someone',
} as const

export const NotificationActorSchema = v.object({
  id: v.string(),
  name: v.string(),
  avatar: v.nullable(v.string()),
})

export const NotificationSchema = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  actor: v.nullable(NotificationActorSchema),
  /** The person (connection kinds), conversation (message) or application (application_stage). */
  subjectId: v.string(),
  /** The stage an application moved to; null for the other kinds. */
  detail: v.nullable(v.string()),
  /** Messages this one unread item stands for (1 for the other kinds). */
  count: v.number(),
  /** Where the item leads, a path of this site. */
  url: v.string(),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

export const NotificationPageSchema = PagedSchema(NotificationSchema)
export type NotificationPage = Paged<Notification>

/** GET /api/Notifications: page (≥ 1) and limit (1–100, default 20), newest first. */
export const NotificationListQuerySchema = PageQuerySchema

export const NotificationUnreadSchema = v.object({ unread: v.number() })
export type NotificationUnread = v.InferOutput<typeof NotificationUnreadSchema>

/** POST /api/Notifications/read-all: how many were marked, and the unread count after (0). */
export const NotificationReadAllSchema = v.object({ marked: v.number(), unread: v.number() })
export type NotificationReadAll = v.InferOutput<typeof NotificationReadAllSchema>

/** The line an item shows, from its kind, actor and detail. */
export function notificationText(item: Pick<Notification, 'kind' | 'actor' | 'detail' | 'count'>): string {
  const who = item.actor?.name ?? NOTIFICATION_TEXTS.someone
  switch (item.kind) {
    case 'connection_requested':
      return `${who} wants to connect with you`
    case 'connection_accepted':
      return `${who} accepted your connection request`
    case 'message':
      return item.count > 1 ? `${item.count} new messages from ${who}` : `New message from ${who}`
    case 'application_stage':
      return `Your application moved to ${stageLabel(item.detail)}`
  }
}

function stageLabel(stage: string | null): string {
  return (stage && APPLICATION_STAGE_LABELS[stage as ApplicationStage]) || 'a new stage'
}
