import type {
  Conversation,
  ConversationOpenResult,
  Message,
  MessageSendResult,
} from '@/api/messaging/message'
import type { DeliveredEvent } from './messaging-events'
import { call, type Person, type TestApp } from '../people/people-test-support'

/** Test helpers of the messaging API tests (not used by the app). */

type AppLike = TestApp['app']

export const open = (app: AppLike, actor: Person, target: { id: string }) =>
  call<ConversationOpenResult>(app, 'POST', '/api/Messages/conversations', actor.token, {
    personId: target.id,
  })

/** Opens (or gets) the conversation and returns its id, failing the test when refused. */
export async function conversationWith(app: AppLike, actor: Person, target: { id: string }) {
  const res = await open(app, actor, target)
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`open failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data.id
}

export const send = (
  app: AppLike,
  actor: Person,
  conversationId: string,
  body: string,
  id: string = crypto.randomUUID(),
  attachments?: unknown,
) =>
  call<MessageSendResult>(
    app,
    'POST',
    `/api/Messages/conversations/${conversationId}/messages`,
    actor.token,
    {
      id,
      body,
      ...(attachments === undefined ? {} : { attachments }),
    },
  )

export const messagesOf = (app: AppLike, actor: Person, conversationId: string, query = '') =>
  call<{ items: Message[]; hasMore: boolean }>(
    app,
    'GET',
    `/api/Messages/conversations/${conversationId}/messages${query}`,
    actor.token,
  )

export const conversationsOf = (app: AppLike, actor: Person) =>
  call<{ items: Conversation[]; total: number; unreadTotal: number }>(
    app,
    'GET',
    '/api/Messages/conversations',
    actor.token,
  )

export type StreamEventOf = Omit<DeliveredEvent, 'cursor'> & { id: string }

/**
 * Opens the caller's event stream through `app` (ticket first) and collects its events until stop().
 * `lastEventId` resumes like a browser reconnecting.
 */
export async function openStream(app: AppLike, actor: Person, lastEventId?: string) {
  const ticket = await call<{ ticket: string }>(app, 'POST', '/api/Messages/stream-ticket', actor.token)
  if (ticket.status !== 200) throw new Error(`ticket failed: ${ticket.status}`)
  const headers: Record<string, string> = lastEventId ? { 'last-event-id': lastEventId } : {}
  const res = await app.request(
    `/api/Messages/stream?ticket=${encodeURIComponent(ticket.body.data.ticket)}`,
    { headers },
  )
  if (res.status !== 200 || !res.body) throw new Error(`stream failed: ${res.status}`)
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  const events: StreamEventOf[] = []
  let buffer = ''
  let stopped = false
  const reading = (async () => {
    while (!stopped) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) break
      buffer += value
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':') && line.includes(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        )
        if (fields.event)
          events.push({
            id: fields.id ?? '',
            event: fields.event,
            data: JSON.parse(fields.data ?? 'null'),
          } as StreamEventOf)
      }
    }
  })()
  /** Waits until `count` events matched `filter` (default: messages), at most `ms`. */
  const waitFor = async (
    count: number,
    ms = 5_000,
    filter = (event: StreamEventOf) => event.event === 'message',
  ) => {
    const until = Date.now() + ms
    while (events.filter(filter).length < count && Date.now() < until)
      await new Promise((r) => setTimeout(r, 10))
    return events.filter(filter)
  }
  return {
    events,
    waitFor,
    status: res.status,
    contentType: res.headers.get('content-type'),
    stop: async () => {
      stopped = true
      await reader.cancel().catch(() => undefined)
      await reading
    },
  }
}
