import { afterAll, describe, expect, it } from 'vitest'
import { openPostgresDatabase, type DatabaseHandle } from '../../db/client'
import { createTestApp, getTestDatabase } from '../../test/test-app'
import { connectPeople, person } from '../people/people-test-support'
import { startMessagingHub, type MessagingHub } from './messaging-hub'
import { conversationWith, openStream, send } from './messaging-test-support'

/**
 * Two server processes on one PostgreSQL: two apps, each with its own connection pool and its own LISTEN
 * connection, share nothing in memory. PGlite is one process by design, so this runs on PostgreSQL only.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('messaging across two server processes', () => {
  const opened: (DatabaseHandle | MessagingHub)[] = []
  afterAll(async () => {
    for (const item of opened.reverse()) await item.close()
  })

  it('a message sent through one reaches a stream on the other within a second; a reconnect gets exactly what it missed', async () => {
    const first = await getTestDatabase()
    if (first.driver.kind !== 'postgres') throw new Error('needs PostgreSQL')
    // The same database through a pool of its own, as a second process would have.
    const url = new URL(process.env.TEST_DATABASE_URL ?? '')
    const current = await first.driver.pool.query<{ name: string }>('select current_database() as name')
    url.pathname = `/${current.rows[0]!.name}`
    const secondDb = openPostgresDatabase(url.toString())
    opened.push(secondDb)
    opened.push(await startMessagingHub(first), await startMessagingHub(secondDb))
    const one = await createTestApp()
    const two = await createTestApp({ deps: { db: secondDb.db, dbKind: 'postgres' } })
    const [sender, reader] = await Promise.all([
      person(one, { firstName: 'Noémie' }),
      person(one, { firstName: 'Ødegaard' }),
    ])
    await connectPeople(one.app, sender, reader)
    const id = await conversationWith(one.app, sender, reader)

    const stream = await openStream(two.app, reader)
    await stream.waitFor(1, 5_000, (event) => event.event === 'ready')
    const started = performance.now()
    await send(one.app, sender, id, 'Across processes')
    const [arrived] = await stream.waitFor(1, 1_000)
    expect(arrived?.data).toMatchObject({ body: 'Across processes', seq: 1 })
    expect(performance.now() - started).toBeLessThan(1_000)
    await stream.stop()

    for (const text of ['un', 'deux', 'trois']) await send(one.app, sender, id, text)
    const resumed = await openStream(two.app, reader, arrived!.id)
    const missed = await resumed.waitFor(3, 2_000)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(
      resumed.events
        .filter((event) => event.event === 'message')
        .map((event) => (event.data as { body: string }).body),
    ).toEqual(['un', 'deux', 'trois'])
    expect(missed.map((event) => (event.data as { seq: number }).seq)).toEqual([2, 3, 4])
    // And it stays live on the second process.
    await send(one.app, sender, id, 'quatre')
    expect((await resumed.waitFor(4, 1_000)).at(-1)?.data).toMatchObject({ body: 'quatre' })
    await resumed.stop()
  })
})
