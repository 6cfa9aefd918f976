import { describe, expect, it } from 'vitest'
import { readPushPayload, targetUrl } from './push-notifications'

const data = (value: unknown) => ({ json: () => value }) as unknown as PushMessageData

describe('push notifications in the service worker', () => {
  it('reads our payload and falls back to a generic one', () => {
    const payload = { title: 'ReelHire', body: 'New message from Ana', url: '/messages/1', unread: 2 }
    expect(readPushPayload(data(payload))).toEqual(payload)
    expect(readPushPayload(data({ nope: true })).url).toBe('/notifications')
    expect(readPushPayload(null).body).toBe('You have a new notification.')
    const broken = { json: () => JSON.parse('{') as unknown } as unknown as PushMessageData
    expect(readPushPayload(broken).title).toBe('ReelHire')
  })

  it('opens only same-origin pages', () => {
    const origin = 'https://reelhire.test'
    expect(targetUrl('/people/ana', origin)).toBe('https://reelhire.test/people/ana')
    expect(targetUrl('https://evil.test/x', origin)).toBe('https://reelhire.test/notifications')
    expect(targetUrl('//evil.test/x', origin)).toBe('https://reelhire.test/notifications')
  })
})
