import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useStore } from 'zustand'
import type { Message, MessageAttachment } from '@/api/messaging/message'
import { messageSendWrite, type MessageSendInput } from '@/entities/conversation/writes/message-send.write'
import { discardEntry, retryEntry } from '@/lib/outbox/queue'
import type { OutboxEntry } from '@/lib/outbox/types'
import { entityIdOf, inputOf } from '@/lib/sync/offline-write'
import { offlineWriteEngine } from '@/lib/sync/offline-write-host'
import { outboxStore, userEntries } from '@/lib/sync/outbox-store'
import { useSignedInUserId } from '@/lib/session/use-session'
import { usePendingWrites } from '@/lib/sync/use-offline-write'
import { useThreadQuery } from '../api/messaging-queries'

/** "sending" while in the outbox, "sent" once the server has it, "failed" when the server refused it. */
export type Delivery = 'sent' | 'sending' | 'failed'

export type ShownMessage = Message & { delivery: Delivery; failedEntry?: OutboxEntry; failure?: string }

const toMessage = (input: MessageSendInput): Message => ({
  id: input.id,
  conversationId: input.conversationId,
  seq: 0,
  senderId: input.senderId,
  body: input.body,
  attachments: input.attachments,
  createdAt: input.writtenAt,
})

/**
 * One thread as the page shows it: the server's messages in seq order (persisted, so readable offline), then
 * the user's messages still in the outbox — "sending" — or refused — "failed", with retry and discard. A
 * message the server stored is shown once, whichever way it arrived (the send's answer, the stream, a refetch).
 */
export function useThread(conversationId: string) {
  const query = useThreadQuery(conversationId)
  const queryClient = useQueryClient()
  const userId = useSignedInUserId()
  const pending = usePendingWrites(messageSendWrite, query.dataUpdatedAt)
  const entries = useStore(outboxStore, (s) => s.entries)

  const messages = useMemo(() => {
    const server = query.data?.items ?? []
    const stored = new Set(server.map((message) => message.id))
    const shown: ShownMessage[] = server.map((message) => ({ ...message, delivery: 'sent' }))
    const waiting: ShownMessage[] = []
    const failed = new Map<string, OutboxEntry>()
    for (const entry of userEntries(entries, userId)) {
      const id = entityIdOf(messageSendWrite, entry)
      if (id && entry.status === 'failed') failed.set(id, entry)
    }
    for (const [id, write] of pending) {
      if (write.input.conversationId !== conversationId || stored.has(id) || failed.has(id)) continue
      waiting.push({ ...toMessage(write.input), delivery: 'sending' })
    }
    for (const [id, entry] of failed) {
      const input = inputOf<MessageSendInput>(entry)
      if (!input || input.conversationId !== conversationId || stored.has(id)) continue
      waiting.push({
        ...toMessage(input),
        delivery: 'failed',
        failedEntry: entry,
        ...(entry.lastError?.message ? { failure: entry.lastError.message } : {}),
      })
    }
    waiting.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    return [...shown, ...waiting]
  }, [query.data, pending, entries, userId, conversationId])

  const send = useCallback(
    (body: string, attachments: MessageAttachment[] = []) => {
      if (!userId) return Promise.resolve('signed-out' as const)
      return offlineWriteEngine(messageSendWrite, queryClient).write({
        id: crypto.randomUUID(),
        conversationId,
        senderId: userId,
        body,
        attachments,
        writtenAt: new Date().toISOString(),
      })
    },
    [conversationId, queryClient, userId],
  )

  const retry = useCallback((entry: OutboxEntry) => retryEntry(entry.id), [])
  const discard = useCallback((entry: OutboxEntry) => discardEntry(entry.id), [])

  return { query, messages, send, retry, discard }
}
