import pg from 'pg'
import type { Db, DatabaseHandle } from '../../db/client'
import type { Logger } from '../../logger'
import { MESSAGING_CHANNEL } from './messaging-events'

/**
 * Wakes this process's open streams when something happened to their user. It carries no data: a woken
 * stream reads its user's feed after the cursor it last sent (messaging-events.ts), so a duplicate or a
 * lost wake-up can never duplicate or drop an event. Wake-ups come from this process's own writes at once
 * and from every process's writes through PostgreSQL LISTEN/NOTIFY (PGlite's `listen` on the embedded
 * database), with user ids as the only payload (decision 033).
 */
export type MessagingHub = {
  subscribe(userId: string, onWake: () => void): () => void
  wake(userIds: readonly string[]): void
  /** Open streams in this process (the bench and the logs). */
  size(): number
  close(): Promise<void>
}

const RECONNECT_MS = 1_000

function localHub(): MessagingHub & { wakeAll(): void } {
  const listeners = new Map<string, Set<() => void>>()
  let count = 0
  return {
    subscribe(userId, onWake) {
      const set = listeners.get(userId) ?? new Set()
      listeners.set(userId, set)
      set.add(onWake)
      count++
      return () => {
        if (set.delete(onWake)) count--
        if (set.size === 0) listeners.delete(userId)
      }
    },
    wake(userIds) {
      for (const userId of userIds) for (const onWake of listeners.get(userId) ?? []) onWake()
    },
    wakeAll() {
      for (const set of listeners.values()) for (const onWake of set) onWake()
    },
    size: () => count,
    close: async () => listeners.clear(),
  }
}

const parsePayload = (payload: string) => payload.split(',').filter((id) => id.length > 0)

/**
 * PostgreSQL: one dedicated connection per process LISTENs (a pooled one would be handed to queries). When
 * it drops, it reconnects and wakes every local stream, so whatever was notified meanwhile is read anyway.
 */
function listenOnPostgres(options: pg.ClientConfig, hub: ReturnType<typeof localHub>, logger?: Logger) {
  let client: pg.Client | undefined
  let closed = false
  let timer: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client(options)
    next.on('notification', (message) => {
      if (message.channel === MESSAGING_CHANNEL) hub.wake(parsePayload(message.payload ?? ''))
    })
    next.on('error', (error) => {
      logger?.warn({ err: error }, 'messaging listener failed; reconnecting')
      retry(next)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${MESSAGING_CHANNEL}`)
      if (closed) return void (await next.end().catch(() => undefined))
      client = next
      hub.wakeAll()
    } catch (error) {
      logger?.warn({ err: error }, 'messaging listener could not connect; retrying')
      retry(next)
    }
  }
  const retry = (failed: pg.Client) => {
    if (client === failed) client = undefined
    void failed.end().catch(() => undefined)
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, RECONNECT_MS)
    timer.unref()
  }
  const ready = connect()
  return {
    ready,
    stop: async () => {
      closed = true
      clearTimeout(timer)
      await client?.end().catch(() => undefined)
    },
  }
}

/** A hub listening on the database of `driver` (both kinds), for one server process or one test app. */
export async function createMessagingHub(
  driver: DatabaseHandle['driver'],
  logger?: Logger,
): Promise<MessagingHub> {
  const hub = localHub()
  if (driver.kind === 'postgres') {
    const listener = listenOnPostgres({ ...driver.pool.options }, hub, logger)
    await listener.ready
    return { ...hub, close: async () => (await listener.stop(), hub.close()) }
  }
  const unlisten = await driver.client.listen(MESSAGING_CHANNEL, (payload) => hub.wake(parsePayload(payload)))
  return { ...hub, close: async () => (await unlisten().catch(() => undefined), hub.close()) }
}

/**
 * The hub of each database handle's query builder, so routes find it from `c.var.deps.db` without a new
 * app-wide dependency. A database without a registered hub (an app built in a unit test) gets a local one:
 * its streams hear this process's writes only.
 */
const hubs = new WeakMap<Db, MessagingHub>()

export function registerMessagingHub(db: Db, hub: MessagingHub) {
  hubs.set(db, hub)
}

export function hubFor(db: Db): MessagingHub {
  let hub = hubs.get(db)
  if (!hub) hubs.set(db, (hub = localHub()))
  return hub
}

/** Opens the listener for a database handle and registers it (server start, tests). */
export async function startMessagingHub(database: DatabaseHandle, logger?: Logger): Promise<MessagingHub> {
  const hub = await createMessagingHub(database.driver, logger)
  registerMessagingHub(database.db, hub)
  return hub
}
