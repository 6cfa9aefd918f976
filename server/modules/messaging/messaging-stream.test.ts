import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, getTestDatabase } from '../../test/test-app'
import { call, connectPeople, person } from '../people/people-test-support'
import { createMessagingHub, startMessagingHub, type MessagingHub } from './messaging-hub'
import { conversationWith, openStream, send } from './messaging-test-support'

/** The event stream on one app: delivery, read events, replay after Last-Event-ID, and the ticket. */
describe('messaging stream', () => {
  let hub: Promise<MessagingHub> | undefined
  const app = async () => {
    hub ??= getTestDatabase().then((handle) => startMessagingHub(handle))
    await hub
    return createTestApp()
  }
  afterAll(async () => (await hub)?.close())

  it('delivers both participants’ messages live, with ids that resume exactly where the client stopped', async () => {
    const t = await app()
    const [a, b] = await Promise.all([person(t, { firstName: 'Åsa' }), person(t, { firstName: 'Bjørn' })])
    await connectPeople(t.app, a, b)
    const id = await conversationWith(t.app, a, b)
    const stream = await openStream(t.app, b)
    expect(stream.contentType).toContain('text/event-stream')
    expect(await stream.waitFor(1, 5_000, (event) => event.event === 'ready')).toHaveLength(1)
    await send(t.app, a, id, 'Hej')
    await send(t.app, b, id, 'Hallå')
    await send(t.app, a, id, 'Fika?')
    const live = await stream.waitFor(3)
    expect(live.map((event) => (event.data as { body: string }).body)).toEqual(['Hej', 'Hallå', 'Fika?'])
    // b's own reply moved their marker to 2; reading the third is an event of b's feed.
    await call(t.app, 'POST', `/api/Messages/conversations/${id}/read`, b.token, { seq: 3 })
    const [read] = await stream.waitFor(1, 5_000, (event) => event.event === 'read')
    expect(read?.data).toEqual({ conversationId: id, lastReadSeq: 3 })
    const lastSeen = live[2]!.id
    await stream.stop()

    for (const text of ['one', 'two', 'three']) await send(t.app, a, id, text)
    const resumed = await openStream(t.app, b, lastSeen)
    const missed = await resumed.waitFor(3)
    // The read event came after lastSeen too, before the three.
    expect(resumed.events.filter((event) => event.event !== 'ready').map((event) => event.event)).toEqual([
      'read',
      'message',
      'message',
      'message',
    ])
    expect(missed.map((event) => (event.data as { body: string }).body)).toEqual(['one', 'two', 'three'])
    const ids = resumed.events.filter((event) => event.event !== 'ready').map((event) => Number(event.id))
    expect(ids).toEqual([...ids].sort((x, y) => x - y))
    expect(Math.min(...ids)).toBeGreaterThan(Number(lastSeen))
    await resumed.stop()
  })

  it('refuses a missing, forged or expired ticket, and an access token in its place', async () => {
    const t = await app()
    const a = await person(t)
    expect((await t.app.request('/api/Messages/stream')).status).toBe(401)
    expect((await t.app.request('/api/Messages/stream?ticket=abc')).status).toBe(401)
    expect((await t.app.request(`/api/Messages/stream?ticket=${a.token}`)).status).toBe(401)
    const ticket = await call<{ ticket: string; expiresAt: string }>(
      t.app,
      'POST',
      '/api/Messages/stream-ticket',
      a.token,
    )
    expect(ticket.status).toBe(200)
    expect(new Date(ticket.body.data.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000)
    const later = await createTestApp({ deps: { now: () => new Date(Date.now() + 2 * 60_000) } })
    expect((await later.app.request(`/api/Messages/stream?ticket=${ticket.body.data.ticket}`)).status).toBe(
      401,
    )
    // After sign-out the session is gone: its ticket no longer opens a stream.
    await call(t.app, 'POST', '/api/Auth/logout', a.token)
    const res = await t.app.request(`/api/Messages/stream?ticket=${ticket.body.data.ticket}`)
    expect(res.status).toBe(401)
    expect((await call(t.app, 'POST', '/api/Messages/stream-ticket')).status).toBe(401)
  })

  it('wakes a hub of its own through the database’s LISTEN/NOTIFY, on commit', async () => {
    const t = await app()
    const [a, b] = await Promise.all([person(t), person(t)])
    await connectPeople(t.app, a, b)
    const id = await conversationWith(t.app, a, b)
    // A second hub on the same database that no request ever wakes directly: only NOTIFY reaches it.
    const listener = await createMessagingHub((await getTestDatabase()).driver)
    const woken: string[] = []
    listener.subscribe(b.id, () => woken.push('b'))
    listener.subscribe(crypto.randomUUID(), () => woken.push('someone else'))
    await send(t.app, a, id, 'Notify me')
    const until = Date.now() + 2_000
    while (woken.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10))
    expect(woken).toContain('b')
    expect(woken).not.toContain('someone else')
    await listener.close()
  })
})
