import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@/api/errors'
import type { Notification, NotificationPage, NotificationReadAll } from '@/api/notifications/notification'
import { featureFlags } from '../../db/schema/administration'
import { notifications } from '../../db/schema/notifications'
import { createTestApp } from '../../test/test-app'
import { conversationWith, send } from '../messaging/messaging-test-support'
import { act, call, connectPeople, person, type Person, type TestApp } from '../people/people-test-support'
import { notify } from './notify'

/**
 * Notifications (issue 15, decision 049): each producer writes exactly one, a burst of messages coalesces,
 * the flag and blocks suppress them, and only the recipient reads or marks them.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)

const list = (who: Person, query = '') =>
  call<NotificationPage>(t.app, 'GET', `/api/Notifications${query}`, who.token)
const unread = async (who: Person) => {
  const res = await call<{ unread: number }>(t.app, 'GET', '/api/Notifications/unread-count', who.token)
  expect(res.status).toBe(200)
  return res.body.data.unread
}
const rowsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.recipientId, userId))

async function setFlag(enabled: boolean) {
  await t.db
    .insert(featureFlags)
    .values({ key: 'NOTIFICATIONS', enabled })
    .onConflictDoUpdate({ target: featureFlags.key, set: { enabled } })
}

describe('producers', () => {
  it('a connection request notifies the addressee once; accepting notifies the requester once', async () => {
    const a = await person(t, { firstName: 'Ana' })
    const b = await person(t, { firstName: 'Ben' })
    expect((await act(t, a, 'connect', b)).status).toBe(200)
    // A repeated request (the outbox replaying it) changes nothing and notifies nobody again.
    expect((await act(t, a, 'connect', b)).status).toBe(200)
    const forB = await list(b)
    expect(forB.status).toBe(200)
    expect(forB.body.data.items).toHaveLength(1)
    expect(forB.body.data.items[0]).toMatchObject({
      kind: 'connection_requested',
      subjectId: a.id,
      url: `/people/${a.slug}`,
      readAt: null,
      count: 1,
    })
    expect(forB.body.data.items[0]!.actor?.name).toMatch(/^Ana /)
    expect(await unread(b)).toBe(1)
    expect(await unread(a)).toBe(0)

    expect((await act(t, b, 'accept', a)).status).toBe(200)
    const forA = (await list(a)).body.data.items
    expect(forA.map((item) => item.kind)).toEqual(['connection_accepted'])
    expect(forA[0]).toMatchObject({ subjectId: b.id, url: `/people/${b.slug}` })
    expect((await rowsOf(b.id)).length).toBe(1)
  })

  it('connecting across a pending request tells the first requester it was accepted', async () => {
    const a = await person(t)
    const b = await person(t)
    await act(t, a, 'connect', b)
    await act(t, b, 'connect', a)
    expect((await rowsOf(a.id)).map((row) => row.kind)).toEqual(['connection_accepted'])
    expect((await rowsOf(b.id)).map((row) => row.kind)).toEqual(['connection_requested'])
  })

  it('withdraw, reject and remove notify nobody', async () => {
    const a = await person(t)
    const b = await person(t)
    await act(t, a, 'connect', b)
    await act(t, a, 'withdraw', b)
    await act(t, a, 'connect', b)
    await act(t, b, 'reject', a)
    expect(await rowsOf(a.id)).toHaveLength(0)
    // Both requests coalesced into one unread item for b (same kind and subject).
    const rows = await rowsOf(b.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.eventCount).toBe(2)
  })

  it('a burst of messages is one unread notification per conversation; after reading, a new one starts', async () => {
    const a = await person(t, { firstName: 'Mia' })
    const b = await person(t)
    await connectPeople(t.app, a, b)
    await call(t.app, 'POST', '/api/Notifications/read-all', a.token)
    const conversationId = await conversationWith(t.app, a, b)
    for (const body of ['one', 'two', 'three'])
      expect((await send(t.app, a, conversationId, body)).status).toBe(201)
    // A message sent twice under one id (outbox replay) is stored once and counted once.
    const id = crypto.randomUUID()
    await send(t.app, a, conversationId, 'four', id)
    await send(t.app, a, conversationId, 'four', id)
    const messages = (await list(b)).body.data.items.filter((item) => item.kind === 'message')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      subjectId: conversationId,
      count: 4,
      url: `/messages/${conversationId}`,
    })
    // The sender is never notified of their own message.
    expect((await list(a)).body.data.items.filter((item) => item.kind === 'message')).toHaveLength(0)

    const read = await call<Notification>(
      t.app,
      'POST',
      `/api/Notifications/${messages[0]!.id}/read`,
      b.token,
    )
    expect(read.status).toBe(200)
    expect(read.body.data.readAt).not.toBeNull()
    await send(t.app, a, conversationId, 'five')
    const after = (await list(b)).body.data.items.filter((item) => item.kind === 'message')
    expect(after.map((item) => [item.count, item.readAt === null])).toEqual([
      [1, true],
      [4, false],
    ])
  })

  it('the NOTIFICATIONS flag off writes none and refuses the calls, but not unsubscribing', async () => {
    const a = await person(t)
    const b = await person(t)
    await setFlag(false)
    try {
      expect((await act(t, a, 'connect', b)).status).toBe(200)
      expect(await rowsOf(b.id)).toHaveLength(0)
      const refused = await list(b)
      expect(refused.status).toBe(403)
      expect(JSON.stringify(refused.body)).toContain(ErrorCode.FEATURE_DISABLED)
      // Unsubscribe links in mails already sent still reach their route (an unknown token: 404, not 403).
      expect((await call(t.app, 'POST', '/api/Notifications/mail-unsubscribe/garbage')).status).toBe(404)
    } finally {
      await setFlag(true)
    }
    expect((await act(t, b, 'accept', a)).status).toBe(200)
    expect((await rowsOf(a.id)).map((row) => row.kind)).toEqual(['connection_accepted'])
  })

  it('never notifies across a block, either way', async () => {
    const a = await person(t)
    const b = await person(t)
    expect((await act(t, b, 'block', a)).status).toBe(200)
    const event = { kind: 'connection_requested' as const, subjectId: a.id }
    await notify(t.db, { ...event, recipientId: b.id, actorId: a.id }, new Date())
    await notify(t.db, { ...event, subjectId: b.id, recipientId: a.id, actorId: b.id }, new Date())
    expect(await rowsOf(a.id)).toHaveLength(0)
    expect(await rowsOf(b.id)).toHaveLength(0)
    // Without the block the same call writes one.
    expect((await call(t.app, 'DELETE', `/api/People/${a.id}/block`, b.token)).status).toBe(200)
    await notify(t.db, { ...event, recipientId: b.id, actorId: a.id }, new Date())
    expect(await rowsOf(b.id)).toHaveLength(1)
  })
})

describe('the recipient alone', () => {
  it('lists newest first, pages, and marks read only their own', async () => {
    const me = await person(t)
    const others = [await person(t), await person(t), await person(t)]
    for (const other of others) await act(t, other, 'connect', me)
    const page1 = await list(me, '?limit=2')
    expect(page1.body.data).toMatchObject({ total: 3, totalPages: 2, hasNext: true })
    expect(page1.body.data.items.map((item) => item.subjectId)).toEqual([others[2]!.id, others[1]!.id])
    const page2 = await list(me, '?limit=2&page=2')
    expect(page2.body.data.items.map((item) => item.subjectId)).toEqual([others[0]!.id])

    const mine = page1.body.data.items[0]!
    const stranger = others[0]!
    const foreign = await call(t.app, 'POST', `/api/Notifications/${mine.id}/read`, stranger.token)
    expect(foreign.status).toBe(404)
    expect((await call(t.app, 'POST', '/api/Notifications/not-a-uuid/read', me.token)).status).toBe(404)
    expect((await list(stranger)).body.data.items.some((item) => item.id === mine.id)).toBe(false)
    expect(await unread(me)).toBe(3)

    expect((await call(t.app, 'POST', `/api/Notifications/${mine.id}/read`, me.token)).status).toBe(200)
    expect(await unread(me)).toBe(2)
    const all = await call<NotificationReadAll>(t.app, 'POST', '/api/Notifications/read-all', me.token)
    expect(all.body.data).toEqual({ marked: 2, unread: 0 })
    expect(await unread(me)).toBe(0)
  })

  it('refuses visitors and bad page queries without a 500', async () => {
    expect((await call(t.app, 'GET', '/api/Notifications')).status).toBe(401)
    const me = await person(t)
    expect((await list(me, '?limit=500')).status).toBe(400)
    expect((await list(me, '?page=0')).status).toBe(400)
  })
})
