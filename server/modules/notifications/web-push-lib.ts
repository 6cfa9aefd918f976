import { createRequire } from 'node:module'

/**
 * The part of web-push 3.6.7 we use; the package ships no types, so it is loaded through require with this
 * shape. Only request building: sending goes through our own PushTransport, so tests never reach the network.
 */
export type WebPushLib = {
  generateVAPIDKeys(): { publicKey: string; privateKey: string }
  generateRequestDetails(
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
    options: {
      vapidDetails: { subject: string; publicKey: string; privateKey: string }
      TTL?: number
      urgency?: 'very-low' | 'low' | 'normal' | 'high'
      topic?: string
    },
  ): { method: string; headers: Record<string, string | number>; body: Buffer | null; endpoint: string }
}

export const webPush = createRequire(import.meta.url)('web-push') as WebPushLib
