import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AiContextInput } from '@/api/ai/ai-context'
import { AI_USAGE_TEXTS, type AiUsage } from '@/api/ai/ai-usage'
import { CHAT_HISTORY_MAX, type ChatWireMessage } from '@/api/ai/chat'
import { ErrorCode } from '@/api/errors'
import { ApiError } from '@/lib/api-client/api-error'
import { AI_USAGE_QUERY_KEY } from '../api/ai-calls'
import { streamChat, streamContextChat } from '../api/chat-stream'
import type { ChatLine } from './chat-line'
import { useDeltaBuffer } from './use-delta-buffer'

export type { ChatLine } from './chat-line'

export type QuotaNotice = { upgradeUrl: string; used?: number; limit?: number; remaining?: number }

let counter = 0
const lineId = () => `line-${Date.now()}-${++counter}`

const isQuotaError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === ErrorCode.AI_USAGE_LIMIT_REACHED || error.code === ErrorCode.RATE_LIMIT_EXCEEDED)

/** The conversation as the server reads it: real messages only, the last twenty. */
const toHistory = (lines: readonly ChatLine[]): ChatWireMessage[] =>
  lines
    .filter((l) => !l.local)
    .slice(-CHAT_HISTORY_MAX)
    .map((l) => ({ role: l.sender === 'ai' ? 'assistant' : 'user', content: l.content }))

type Options = {
  welcome: string
  /** The page's context, or null when there is none (or it was cleared after a failure). */
  context: AiContextInput | null
  onContextFailed: (notice: string) => void
  usage: AiUsage | undefined
  userId: string | null
}

/**
 * The panel's conversation: sending (never empty, never two at once), the quota checked before sending and
 * read back from every answer, and each failure as seed 1 §8 words it.
 */
export function useAssistantChat({ welcome, context, onContextFailed, usage, userId }: Options) {
  const queryClient = useQueryClient()
  const [lines, setLines] = useState<ChatLine[]>([
    { id: 'welcome', sender: 'ai', content: welcome, local: true },
  ])
  const [sending, setSending] = useState(false)
  const [quotaNotice, setQuotaNotice] = useState<QuotaNotice | null>(null)
  const sendingRef = useRef(false)
  const stopRef = useRef<AbortController | null>(null)
  const deltas = useDeltaBuffer(setLines)

  // Another user (a sign-out, a sign-in) starts from the welcome: a conversation is its user's alone.
  const [owner, setOwner] = useState(userId)
  if (owner !== userId) {
    setOwner(userId)
    setLines([{ id: 'welcome', sender: 'ai', content: welcome, local: true }])
    setQuotaNotice(null)
  }

  // The welcome follows the role (a sign-in or a persona change while the panel lives).
  useEffect(() => {
    setLines((current) => current.map((l) => (l.id === 'welcome' ? { ...l, content: welcome } : l)))
  }, [welcome])

  const push = (line: Omit<ChatLine, 'id'>) => setLines((current) => [...current, { ...line, id: lineId() }])

  const send = useCallback(
    async (text: string, action?: string) => {
      const message = text.trim()
      if (!message || sendingRef.current || !userId) return false
      // Checked before sending (seed 1 §5): a spent quota is not asked again.
      if (usage && !usage.isUnlimited && usage.remaining <= 0) {
        setQuotaNotice({ upgradeUrl: '/pricing', used: usage.used, limit: usage.limit, remaining: 0 })
        return false
      }
      const history = toHistory(lines)
      sendingRef.current = true
      setSending(true)
      push({ sender: 'user', content: message })
      const controller = new AbortController()
      stopRef.current = controller
      const answerId = lineId()
      // The answer's line appears with its first token; until then the typing indicator shows.
      const onDelta = (text: string) => deltas.append(answerId, text)
      try {
        const options = { onDelta, signal: controller.signal }
        const reply = context
          ? await streamContextChat(context, message, history, action, options)
          : await streamChat(message, history, options)
        deltas.flush()
        setLines((current) => [
          ...current.filter((l) => l.id !== answerId),
          {
            id: answerId,
            sender: 'ai',
            content: reply.message,
            engine: reply.engine.name,
            proposal: reply.proposal,
          },
        ])
        queryClient.setQueryData([...AI_USAGE_QUERY_KEY, userId], reply.aiUsage)
      } catch (error) {
        deltas.flush()
        if (controller.signal.aborted) {
          // Stopped: what arrived stays (and counts, decision 048); a stop before any text leaves no line.
          setLines((current) =>
            current.map((l) => (l.id === answerId ? { ...l, streaming: false, stopped: true } : l)),
          )
        } else if (isQuotaError(error)) {
          setQuotaNotice({
            upgradeUrl: error.upgradeUrl ?? '/pricing',
            ...(error.used !== undefined ? { used: error.used } : {}),
            ...(error.limit !== undefined ? { limit: error.limit } : {}),
            ...(error.remaining !== undefined ? { remaining: error.remaining } : {}),
          })
          push({
            sender: 'ai',
            content: `⚠️ ${error.message}\n\n${AI_USAGE_TEXTS.chatUpgradeLine}`,
            local: true,
          })
        } else {
          if (context)
            onContextFailed(
              AI_USAGE_TEXTS.contextFailed(error instanceof Error ? error.message : String(error)),
            )
          // A half-written answer stays visible but is not sent back as history.
          setLines((current) =>
            current.map((l) => (l.id === answerId ? { ...l, streaming: false, local: true } : l)),
          )
          push({ sender: 'ai', content: AI_USAGE_TEXTS.chatFallback, local: true })
        }
      } finally {
        stopRef.current = null
        sendingRef.current = false
        setSending(false)
        // Usage is fetched after each message (seed 1 §4).
        void queryClient.invalidateQueries({ queryKey: [...AI_USAGE_QUERY_KEY, userId] })
      }
      return true
    },
    [context, deltas, lines, onContextFailed, queryClient, usage, userId],
  )

  /** Marks a proposal answered, so its buttons go and the line says what happened. */
  const settleProposal = useCallback((lineKey: string, note: string) => {
    setLines((current) =>
      current.map((l) =>
        l.id === lineKey ? { ...l, proposal: null, content: `${l.content}\n\n${note}` } : l,
      ),
    )
  }, [])

  /** The Stop button: aborts the answer on its way (the server stops the engine too). */
  const stop = useCallback(() => stopRef.current?.abort(), [])
  // A closed panel or a left page stops its answer.
  useEffect(() => () => stopRef.current?.abort(), [])

  return {
    lines,
    sending,
    send,
    stop,
    quotaNotice,
    dismissQuotaNotice: () => setQuotaNotice(null),
    settleProposal,
  }
}
