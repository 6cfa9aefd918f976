import { createECDH, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PushPayload, PushPublicKey, PushSubscriptionResult } from '@/api/notifications/push'
import type { ServiceContext } from '../../core/service-context'
import { pushSubscriptions } from '../../db/schema/notifications'
import { createTestApp, createTestServiceContext } from '../../test/test-app'
import { act, call, person, type Person, type TestApp } from '../people/people-test-support'
import { buildPushRequest, deliverPush } from './push-delivery'
import type { PushRequest, PushTransport } from './push-transport'

/** Web Push (issue 15, decision 049): keys, the subscription lifecycle, delivery through a fake transport. */

let t: TestApp
let ctx: ServiceContext
beforeAll(async () => {
  t = await createTestApp()
  ctx = await createTestServiceContext({ mailer: t.mailer, env: t.env })
}, 60_000)

/** A browser's subscription keys: a real P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

const subscribe = (who: Person, endpoint: string) =>
  call<PushSubscriptionResult>(t.app, 'POST', '/api/Notifications/push/subscriptions', who.token, {
    endpoint,
    expirationTime: null,
    keys: browserKeys(),
  })
const devicesOf = (userId: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))

/** A fake push service: records requests and answers the status given per endpoint (201 otherwise). */
function fakeTransport(statusOf: Record<string, number> = {}) {
  const sent: PushRequest[] = []
  const transport: PushTransport = async (request) => {
    sent.push(request)
    return { status: statusOf[request.endpoint] ?? 201 }
  }
  return { sent, transport }
}

describe('web push', () => {
  it('serves one stable VAPID public key', async () => {
    const first = await call<PushPublicKey>(t.app, 'GET', '/api/Notifications/push/public-key')
    const second = await call<PushPublicKey>(t.app, 'GET', '/api/Notifications/push/public-key')
    expect(first.status).toBe(200)
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(first.body.data.publicKey, 'base64url')).toHaveLength(65)
    expect(second.body.data.publicKey).toBe(first.body.data.publicKey)
  })

  it('subscribe, resubscribe, unsubscribe; only the caller’s own; bad input is a 400', async () => {
    const me = await person(t)
    const other = await person(t)
    const endpoint = `https://push.example.test/${crypto.randomUUID()}`
    expect((await subscribe(me, endpoint)).status).toBe(200)
    expect((await subscribe(me, endpoint)).status).toBe(200)
    expect(await devicesOf(me.id)).toHaveLength(1)
    // Someone else cannot remove my device.
    await call(t.app, 'DELETE', '/api/Notifications/push/subscriptions', other.token, { endpoint })
    expect(await devicesOf(me.id)).toHaveLength(1)
    const off = await call<PushSubscriptionResult>(
      t.app,
      'DELETE',
      '/api/Notifications/push/subscriptions',
      me.token,
      {
        endpoint,
      },
    )
    expect(off.body.data).toEqual({ endpoint, subscribed: false })
    expect(await devicesOf(me.id)).toHaveLength(0)

    for (const bad of [
      { endpoint: 'http://insecure.test/x', keys: browserKeys() },
      { endpoint: 'https://push.example.test/x', keys: { p256dh: 'not base64!', auth: 'x' } },
      { endpoint: 'https://push.example.test/x' },
    ]) {
      expect((await call(t.app, 'POST', '/api/Notifications/push/subscriptions', me.token, bad)).status).toBe(
        400,
      )
    }
    expect((await call(t.app, 'POST', '/api/Notifications/push/subscriptions', null, {})).status).toBe(401)
  })

  it('delivers the newest unread notification encrypted to each device and removes a 410 one', async () => {
    const me = await person(t)
    const sender = await person(t, { firstName: 'Pia' })
    const alive = `https://push.example.test/${crypto.randomUUID()}`
    const gone = `https://push.example.test/${crypto.randomUUID()}`
    await subscribe(me, alive)
    await subscribe(me, gone)
    await act(t, sender, 'connect', me)

    const { sent, transport } = fakeTransport({ [gone]: 410 })
    expect(await deliverPush(ctx, me.id, transport)).toBe(1)
    expect(sent.map((request) => request.endpoint).sort()).toEqual([alive, gone].sort())
    const request = sent[0]!
    expect(request.method).toBe('POST')
    expect(request.headers['Content-Encoding']).toBe('aes128gcm')
    expect(request.headers['Authorization']).toMatch(/^vapid t=.+, k=.+$/)
    expect(request.headers['TTL']).toBe('3600')
    // Encrypted: the payload's text is not in the body.
    expect(Buffer.from(request.body!).toString('utf8')).not.toContain('wants to connect')
    expect((await devicesOf(me.id)).map((row) => row.endpoint)).toEqual([alive])
  })

  it('a user without unread notifications gets no push', async () => {
    const me = await person(t)
    await subscribe(me, `https://push.example.test/${crypto.randomUUID()}`)
    const { sent, transport } = fakeTransport()
    expect(await deliverPush(ctx, me.id, transport)).toBe(0)
    expect(sent).toHaveLength(0)
  })

  it('builds the same aes128gcm request shape for a local key pair', () => {
    const vapid = { subject: 'https://reelhire.test', publicKey: '', privateKey: '' }
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    vapid.publicKey = ecdh.getPublicKey().toString('base64url')
    vapid.privateKey = ecdh.getPrivateKey().toString('base64url')
    const payload: PushPayload = { title: 'ReelHire', body: 'Hello', url: '/notifications', unread: 1 }
    const request = buildPushRequest(
      { endpoint: 'https://push.example.test/a', ...browserKeys() },
      payload,
      vapid,
    )
    // aes128gcm: 86-byte header (salt 16, record size 4, key id length 1, key 65), then the sealed record.
    expect(request.body!.length).toBeGreaterThan(86 + JSON.stringify(payload).length)
    expect(request.headers['Content-Type']).toBe('application/octet-stream')
  })
})
