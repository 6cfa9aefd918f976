import { Hono } from 'hono'
import { ErrorCode } from '@/api/errors'
import {
  NOTIFICATION_TEXTS,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationReadAllSchema,
  NotificationSchema,
  NotificationUnreadSchema,
} from '@/api/notifications/notification'
import {
  NOTIFICATION_MAIL_TEXTS,
  NotificationMailPreferencesInputSchema,
  NotificationMailPreferencesSchema,
} from '@/api/notifications/notification-mail'
import {
  PUSH_TEXTS,
  PushPublicKeySchema,
  PushSubscribeInputSchema,
  PushSubscriptionResultSchema,
  PushUnsubscribeInputSchema,
} from '@/api/notifications/push'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { unsubscribeFromNotificationMail } from './mail-unsubscribe'
import { vapidKeys } from './push-keys'
import { subscribePush, unsubscribePush } from './push-subscriptions'
import { readMailPreferences, updateMailPreferences } from './notification-mail-preferences'
import { listNotifications, markAllRead, markOneRead, unreadCount } from './notification-records'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Notifications'], ...meta })
const notificationId = uuidParam('id', NOTIFICATION_TEXTS.notFound)
const FLAG_OFF = { 403: 'FEATURE_DISABLED: an admin turned notifications off.' }

/**
 * /api/Notifications/* (issue 15, decision 049): the caller's own notifications only — every query is scoped
 * to the signed-in recipient (notification-records.ts), so another's id is a 404 like an unknown one.
 */
export const notificationsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describe({
      summary: 'The caller’s notifications, newest first',
      description:
        'A burst of messages in one conversation is one unread item whose `count` grows; read items stay listed.',
      auth: 'required',
      response: NotificationPageSchema,
      responses: FLAG_OFF,
    }),
    ...requireViewer(),
    validateQuery(NotificationListQuerySchema),
    async (c) => ok(c, await listNotifications(c.var.deps.db, c.var.viewer.userId, c.req.valid('query'))),
  )
  .get(
    '/unread-count',
    describe({
      summary: 'How many of the caller’s notifications are unread',
      auth: 'required',
      response: NotificationUnreadSchema,
      responses: FLAG_OFF,
    }),
    ...requireViewer(),
    async (c) => ok(c, { unread: await unreadCount(c.var.deps.db, c.var.viewer.userId) }),
  )
  .post(
    '/read-all',
    describe({
      summary: 'Mark all of the caller’s notifications read',
      auth: 'required',
      response: NotificationReadAllSchema,
      responses: FLAG_OFF,
    }),
    ...requireViewer(),
    async (c) => {
      const marked = await markAllRead(c.var.deps.db, c.var.viewer.userId, serviceContext(c).now())
      return ok(c, { marked, unread: 0 }, NOTIFICATION_TEXTS.allMarkedRead)
    },
  )
  .post(
    '/:id/read',
    describe({
      summary: 'Mark one of the caller’s notifications read',
      description: 'Marking a read notification again keeps its first read time.',
      auth: 'required',
      params: { id: 'The notification id.' },
      response: NotificationSchema,
      responses: {
        ...FLAG_OFF,
        404: 'NOT_FOUND_ERROR: no such notification of the caller (someone else’s is answered the same).',
      },
    }),
    ...requireViewer(),
    notificationId,
    async (c) => {
      const item = await markOneRead(
        c.var.deps.db,
        c.var.viewer.userId,
        c.req.param('id'),
        serviceContext(c).now(),
      )
      if (!item) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: NOTIFICATION_TEXTS.notFound })
      return ok(c, item, NOTIFICATION_TEXTS.markedRead)
    },
  )
  .get(
    '/mail-preferences',
    describe({
      summary: 'Which notifications the caller gets by email',
      description:
        'Defaults until changed: connection requests, accepted connections and messages on; application updates off (the application mail covers them).',
      auth: 'required',
      response: NotificationMailPreferencesSchema,
      responses: FLAG_OFF,
    }),
    ...requireViewer(),
    async (c) => ok(c, await readMailPreferences(c.var.deps.db, c.var.viewer.userId)),
  )
  .put(
    '/mail-preferences',
    describe({
      summary: 'Change which notifications the caller gets by email',
      description: 'Any of the four fields; the others keep their value.',
      auth: 'required',
      response: NotificationMailPreferencesSchema,
      responses: FLAG_OFF,
    }),
    ...requireViewer(),
    validateJson(NotificationMailPreferencesInputSchema),
    async (c) => {
      const ctx = serviceContext(c)
      const saved = await updateMailPreferences(ctx.db, c.var.viewer.userId, c.req.valid('json'), ctx.now())
      return ok(c, saved, NOTIFICATION_MAIL_TEXTS.saved)
    },
  )
  .post(
    '/mail-unsubscribe/:token',
    describe({
      summary: 'One-click unsubscribe from all notification mail (RFC 8058)',
      description: 'The token is the authority (from the mail’s List-Unsubscribe header); no session needed.',
      auth: 'none',
      params: { token: 'The token of the mail’s unsubscribe link.' },
      responses: { ...FLAG_OFF, 404: 'NOT_FOUND_ERROR: the token is not valid.' },
    }),
    async (c) => {
      await unsubscribeFromNotificationMail(serviceContext(c), c.req.param('token'))
      return ok(c, null, NOTIFICATION_MAIL_TEXTS.unsubscribed)
    },
  )
  .get(
    '/push/public-key',
    describe({
      summary: 'The server’s VAPID public key, for PushManager.subscribe',
      auth: 'none',
      response: PushPublicKeySchema,
      responses: FLAG_OFF,
    }),
    async (c) => ok(c, { publicKey: vapidKeys(c.var.deps.env.DATA_DIR).publicKey }),
  )
  .post(
    '/push/subscriptions',
    describe({
      summary: 'Turn Web Push on for this device (the browser’s PushSubscription)',
      description:
        'Subscribing the same endpoint again refreshes its keys; the endpoint then belongs to the caller.',
      auth: 'required',
      response: PushSubscriptionResultSchema,
      responses: FLAG_OFF,
    }),
    ...requireViewer(),
    validateJson(PushSubscribeInputSchema),
    async (c) => {
      const ctx = serviceContext(c)
      const result = await subscribePush(ctx.db, c.var.viewer.userId, c.req.valid('json'), ctx.now())
      return ok(c, result, PUSH_TEXTS.subscribed)
    },
  )
  .delete(
    '/push/subscriptions',
    describe({
      summary: 'Turn Web Push off for this device',
      description: 'Only the caller’s own subscription of the endpoint is removed; none is no error.',
      auth: 'required',
      response: PushSubscriptionResultSchema,
      responses: FLAG_OFF,
    }),
    ...requireViewer(),
    validateJson(PushUnsubscribeInputSchema),
    async (c) => {
      const result = await unsubscribePush(c.var.deps.db, c.var.viewer.userId, c.req.valid('json').endpoint)
      return ok(c, result, PUSH_TEXTS.unsubscribed)
    },
  )
