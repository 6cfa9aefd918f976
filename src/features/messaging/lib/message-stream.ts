import type { QueryClient } from '@tanstack/react-query'
import { MessageSchema, StreamTicketSchema } from '@/api/messaging/message'
import * as v from 'valibot'
import { messagingKeys } from '@/entities/conversation/api/conversation-keys'
import { putThreadMessage } from '@/entities/conversation/api/thread-cache'
import { apiRequest } from '@/lib/api-client/api-client'

export type StreamStatus = 'connecting' | 'live' | 'offline'

const ReadEventSchema = v.object({ conversationId: v.string(), lastReadSeq: v.number() })
const MAX_BACKOFF_MS = 30_000

/**
 * The signed-in user's live messaging feed (decision 033): an EventSource opened with a one-minute ticket
 * (EventSource cannot send the bearer header). When it drops — network, server restart, the stream's
 * 15-minute end — it is closed and opened again with a new ticket and the last event id, so the server replays
 * exactly what was missed. Events go straight into the query cache: a message into its thread (or a refetch of
 * the thread when it does not follow on), the conversation list fetched again.
 */
export function createMessageStream(queryClient: QueryClient, viewerId: string) {
  let source: EventSource | undefined
  let lastEventId: string | undefined
  let stopped = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let status: StreamStatus = 'connecting'
  const listeners = new Set<(status: StreamStatus) => void>()
  let listTimer: ReturnType<typeof setTimeout> | undefined

  const setStatus = (next: StreamStatus) => {
    status = next
    for (const listener of listeners) listener(next)
  }
  // Several events in a burst refresh the list once.
  const refreshList = () => {
    clearTimeout(listTimer)
    listTimer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(viewerId) }),
      150,
    )
  }
  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId
  }

  const onMessage = (event: MessageEvent<string>) => {
    remember(event)
    const parsed = v.safeParse(MessageSchema, JSON.parse(event.data))
    if (!parsed.success) return
    if (!putThreadMessage(queryClient, viewerId, parsed.output))
      void queryClient.invalidateQueries({
        queryKey: messagingKeys.thread(viewerId, parsed.output.conversationId),
      })
    refreshList()
  }
  const onRead = (event: MessageEvent<string>) => {
    remember(event)
    if (v.safeParse(ReadEventSchema, JSON.parse(event.data)).success) refreshList()
  }

  const scheduleReconnect = () => {
    source?.close()
    source = undefined
    if (stopped) return
    setStatus('offline')
    failures++
    const delay = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** Math.min(failures - 1, 5))
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => void connect(), delay)
  }

  async function connect() {
    if (stopped) return
    setStatus('connecting')
    let ticket: v.InferOutput<typeof StreamTicketSchema>
    try {
      ticket = await apiRequest('/Messages/stream-ticket', { method: 'POST', schema: StreamTicketSchema })
    } catch {
      return scheduleReconnect()
    }
    if (stopped) return
    const params = new URLSearchParams({ ticket: ticket.ticket })
    if (lastEventId) params.set('lastEventId', lastEventId)
    const next = new EventSource(`${ticket.streamUrl}?${params.toString()}`)
    source = next
    next.addEventListener('ready', (event) => {
      remember(event)
      failures = 0
      setStatus('live')
      // Whatever happened while no stream was open is in the list and the threads: fetch them again.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.all(viewerId) })
    })
    next.addEventListener('message', onMessage)
    next.addEventListener('read', onRead)
    // The browser would retry with the same (soon expired) ticket: reopen with a new one instead.
    next.onerror = () => {
      if (source === next) scheduleReconnect()
    }
  }

  const reconnectNow = () => {
    if (stopped || status === 'live') return
    failures = 0
    clearTimeout(retryTimer)
    void connect()
  }
  window.addEventListener('online', reconnectNow)
  void connect()

  return {
    status: () => status,
    subscribe(listener: (status: StreamStatus) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      stopped = true
      window.removeEventListener('online', reconnectNow)
      clearTimeout(retryTimer)
      clearTimeout(listTimer)
      source?.close()
      listeners.clear()
    },
  }
}

export type MessageStream = ReturnType<typeof createMessageStream>
