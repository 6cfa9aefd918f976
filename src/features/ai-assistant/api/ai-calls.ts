import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { AiUsageSchema } from '@/api/ai/ai-usage'
import {
  ChatHistoryClearResultSchema,
  ChatHistorySchema,
  ChatReplySchema,
  ProposalDismissResultSchema,
} from '@/api/ai/chat'
import { TaskSaveResultSchema } from '@/api/tasks/task'
import { apiRequest } from '@/lib/api-client/api-client'

export const AI_USAGE_QUERY_KEY = ['ai-usage', 'month'] as const

/** GET /api/Billing/ai-usage/month. Fetched when the panel opens and after each message (seed 1 §4). */
export const aiUsageQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...AI_USAGE_QUERY_KEY, userId],
    queryFn: ({ signal }) => apiRequest('/Billing/ai-usage/month', { schema: AiUsageSchema, signal }),
    enabled: userId !== null,
    // A failed usage fetch is silent (seed 1 §8): no retries piling up, no error shown.
    retry: false,
    staleTime: 0,
  })

export const confirmProposal = (id: string) =>
  apiRequest(`/ai/actions/${id}/confirm`, { method: 'POST', schema: TaskSaveResultSchema })

export const dismissProposal = (id: string) =>
  apiRequest(`/ai/actions/${id}/dismiss`, { method: 'POST', schema: ProposalDismissResultSchema })

export const CHAT_HISTORY_QUERY_KEY = ['chat', 'history'] as const

export const chatHistoryQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...CHAT_HISTORY_QUERY_KEY, userId],
    queryFn: ({ signal }) => apiRequest('/chat/history', { schema: ChatHistorySchema, signal }),
    enabled: userId !== null,
  })

export const clearChatHistory = () =>
  apiRequest('/chat/history/clear', { method: 'POST', schema: ChatHistoryClearResultSchema })

export type ChatReplyData = v.InferOutput<typeof ChatReplySchema>
