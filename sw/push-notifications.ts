/// <reference lib="webworker" />
// Web Push (issue 15, decision 049): show the server's notification, and open (or focus) its page on click.
import * as v from 'valibot'
import { PushPayloadSchema } from '@/api/notifications/push'

type WorkerScope = Pick<
  ServiceWorkerGlobalScope,
  'addEventListener' | 'registration' | 'clients' | 'location'
>

/** The payload, or a plain fallback when it is missing or not ours (the browser must still show something). */
export function readPushPayload(data: PushMessageData | null): v.InferOutput<typeof PushPayloadSchema> {
  try {
    const parsed = v.safeParse(PushPayloadSchema, data?.json())
    if (parsed.success) return parsed.output
  } catch {
    // Not JSON: fall through to the generic notification.
  }
  return { title: 'ReelHire', body: 'You have a new notification.', url: '/notifications', unread: 0 }
}

/** A same-origin path only: a payload can never send the user elsewhere. */
export function targetUrl(path: string, origin: string): string {
  const url = new URL(path, origin)
  return url.origin === origin ? url.href : new URL('/notifications', origin).href
}

export function registerPushNotifications(scope: WorkerScope): void {
  scope.addEventListener('push', (event: PushEvent) => {
    const payload = readPushPayload(event.data)
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/icons/icon-192.png',
        // One notification on screen at a time: a newer one replaces it (the server coalesces as well).
        tag: 'reelhire-notifications',
        data: { url: targetUrl(payload.url, scope.location.origin) },
      }),
    )
  })

  scope.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close()
    const data = event.notification.data as { url?: unknown } | null
    const url = targetUrl(typeof data?.url === 'string' ? data.url : '/notifications', scope.location.origin)
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = windows.find((client) => new URL(client.url).origin === scope.location.origin)
        if (open) {
          await open.focus()
          await open.navigate(url)
          return
        }
        await scope.clients.openWindow(url)
      })(),
    )
  })
}
