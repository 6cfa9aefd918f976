import type { Context } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import type { Db } from '../../db/client'
import { currentCursor, eventsAfter } from './messaging-events'
import type { MessagingHub } from './messaging-hub'

/** A comment line this often keeps proxies and the browser from timing an idle stream out. */
export const HEARTBEAT_MS = 20_000
/** A stream ends after this; the client reopens it with a new ticket and its last event id. */
export const STREAM_MAX_MS = 15 * 60_000
/** The browser's reconnect delay when a stream drops (the client also reopens on its own). */
const RETRY_MS = 2_000
const PAGE = 200

export type StreamOptions = { heartbeatMs?: number; maxMs?: number }

/** Resolves after `ms`, or at once when the client goes away. */
function pause(stream: SSEStreamingApi, aborted: Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms)
    }),
    aborted,
  ]).finally(() => clearTimeout(timer))
}

/**
 * The user's feed as Server-Sent Events. Each event's id is the user's cursor, so the browser's
 * Last-Event-ID (or `lastEventId` when the client reopens the stream itself) resumes exactly after the last
 * event it received: the feed is read from the database, in cursor order, never from the wake-ups.
 */
export function messagingStream(
  c: Context,
  db: Db,
  hub: MessagingHub,
  userId: string,
  resumeFrom: number | undefined,
  options: StreamOptions = {},
) {
  c.header('X-Accel-Buffering', 'no')
  return streamSSE(c, async (stream) => {
    const aborted = new Promise<void>((resolve) => stream.onAbort(resolve))
    const latest = await currentCursor(db, userId)
    // A cursor from the future (another database, a hand-made id) resumes from now.
    let cursor = resumeFrom === undefined || resumeFrom > latest ? latest : resumeFrom
    let running = false
    let again = false
    const pump = async () => {
      if (running) return void (again = true)
      running = true
      try {
        do {
          again = false
          let page
          do {
            page = await eventsAfter(db, userId, cursor, PAGE)
            for (const event of page) {
              if (stream.aborted) return
              await stream.writeSSE({
                id: String(event.cursor),
                event: event.event,
                data: JSON.stringify(event.data),
              })
              cursor = event.cursor
            }
          } while (page.length === PAGE)
        } while (again && !stream.aborted)
      } catch {
        // The database or the socket failed: end the stream; the client reconnects with its last id.
        await stream.close().catch(() => undefined)
      } finally {
        running = false
      }
    }
    const unsubscribe = hub.subscribe(userId, () => void pump())
    try {
      await stream.writeSSE({
        event: 'ready',
        id: String(cursor),
        retry: RETRY_MS,
        data: JSON.stringify({ cursor }),
      })
      await pump()
      const until = Date.now() + (options.maxMs ?? STREAM_MAX_MS)
      while (!stream.aborted && !stream.closed && Date.now() < until) {
        await pause(stream, aborted, options.heartbeatMs ?? HEARTBEAT_MS)
        if (stream.aborted || stream.closed) break
        await stream.write(': heartbeat\n\n')
      }
    } finally {
      unsubscribe()
    }
  })
}
