import { PushPublicKeySchema, PushSubscriptionResultSchema } from '@/api/notifications/push'
import { apiRequest } from '@/lib/api-client/api-client'

/**
 * This device's Web Push subscription (issue 15, decision 049). Supported = the browser has the APIs and the
 * app's service worker is registered (PushManager lives on the registration; without a worker there is none).
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined') return null
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return null
  return (await navigator.serviceWorker.getRegistration()) ?? null
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

export type PushOutcome = 'on' | 'off' | 'denied'

/** Asks for permission (once: a denied one stays denied), subscribes with the server's key and registers it. */
export async function turnPushOn(registration: ServiceWorkerRegistration): Promise<PushOutcome> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'denied'
  const { publicKey } = await apiRequest('/Notifications/push/public-key', { schema: PushPublicKeySchema })
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }))
  await apiRequest('/Notifications/push/subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
    schema: PushSubscriptionResultSchema,
  })
  return 'on'
}

/** Tells the server first (so no push is sent to a dead endpoint), then drops the browser's subscription. */
export async function turnPushOff(registration: ServiceWorkerRegistration): Promise<PushOutcome> {
  const subscription = await registration.pushManager.getSubscription()
  if (!subscription) return 'off'
  await apiRequest('/Notifications/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
    schema: PushSubscriptionResultSchema,
  })
  await subscription.unsubscribe()
  return 'off'
}
