import { startQueueWorker, type QueueWorker } from '../../core/queue/queue-worker'
import type { ServiceContext } from '../../core/service-context'
import { NOTIFICATION_MAIL_QUEUE, notificationMailHandler } from './notification-mail'
import { NOTIFICATION_PUSH_QUEUE, notificationPushHandler } from './push-delivery'

/** This process's share of notification mail and Web Push (every server process runs one; each job runs once). */
export function startNotificationMailWorker(ctx: ServiceContext, pollMs = 5_000): QueueWorker {
  return startQueueWorker(
    ctx,
    {
      [NOTIFICATION_MAIL_QUEUE]: notificationMailHandler,
      [NOTIFICATION_PUSH_QUEUE]: notificationPushHandler,
    },
    { pollMs },
  )
}
