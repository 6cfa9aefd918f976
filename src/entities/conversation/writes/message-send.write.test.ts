import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { MessagePage } from '@/api/messaging/message'
import { messagingKeys } from '../api/conversation-keys'
import { messageSendWrite, type MessageSendInput } from './message-send.write'

const input: MessageSendInput = {
  id: '7d2f0a4e-1c3b-4f5a-9e8d-6b7c8a9d0e1f',
  conversationId: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  senderId: 'me',
  body: 'Olá, tudo bem?',
  attachments: [{ kind: 'job', id: '11111111-2222-4333-8444-555555555555', title: 'Backend engineer' }],
  writtenAt: '2026-11-27T10:00:00.000Z',
}
const stored = {
  id: input.id,
  conversationId: input.conversationId,
  seq: 3,
  senderId: 'me',
  body: input.body,
  attachments: input.attachments,
  createdAt: '2026-11-27T10:00:01.000Z',
}

describe('the message-send offline write', () => {
  it('is one entity per message (nothing coalesces) and says nothing on success', () => {
    expect(messageSendWrite.entityKey(messageSendWrite.entity(input))).toBe(`message-send:${input.id}`)
    expect(messageSendWrite.quiet).toBe(true)
  })

  it('sends the client’s id, the text and the attachments by kind and id only', () => {
    expect(messageSendWrite.request(input)).toEqual({
      method: 'POST',
      path: `/api/Messages/conversations/${input.conversationId}/messages`,
      body: { id: input.id, body: input.body, attachments: [{ kind: 'job', id: input.attachments[0]!.id }] },
    })
  })

  it('settles the stored message into its cached thread once, in seq order', () => {
    const queryClient = new QueryClient()
    const key = messagingKeys.thread('me', input.conversationId)
    const earlier = [1, 2].map((seq) => ({ ...stored, id: `m${seq}`, seq }))
    queryClient.setQueryData<MessagePage>(key, { items: earlier, hasMore: false })
    const context = { queryClient, now: Date.now() }
    messageSendWrite.settle?.(context, input, { ...stored, created: true })
    messageSendWrite.settle?.(context, input, { ...stored, created: false })
    expect(queryClient.getQueryData<MessagePage>(key)?.items.map((m) => m.seq)).toEqual([1, 2, 3])
  })
})
