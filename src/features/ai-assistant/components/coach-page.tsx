import { Alert, Box, Button, Container, Heading, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { AI_USAGE_TEXTS } from '@/api/ai/ai-usage'
import { AI_SUGGESTIONS } from '@/api/ai/ai-suggestions'
import type { ChatHistoryItem, TaskProposal } from '@/api/ai/chat'
import { ErrorCode } from '@/api/errors'
import { OfflineState } from '@/components/errors/offline-state'
import { LinkButton } from '@/components/ui/app-link'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ApiError } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { useSignedInUserId } from '@/lib/session/use-session'
import {
  AI_USAGE_QUERY_KEY,
  aiUsageQueryOptions,
  CHAT_HISTORY_QUERY_KEY,
  chatHistoryQueryOptions,
  clearChatHistory,
} from '../api/ai-calls'
import { streamChat } from '../api/chat-stream'
import type { ChatLine } from '../lib/use-assistant-chat'
import { useDeltaBuffer } from '../lib/use-delta-buffer'
import { ChatInput } from './chat-input'
import { ChatLines } from './chat-lines'
import { UsageBanner } from './usage-banner'

const WELCOME: ChatLine = {
  id: 'welcome',
  sender: 'ai',
  content:
    "I'm your AI coach. Ask me how to build a resume that gets read, how to apply, or let me plan your search as tasks. I keep our conversation, so you can pick it up later.",
  local: true,
}

const toLine = (item: ChatHistoryItem): ChatLine => ({
  id: item.id,
  sender: item.sender,
  content: item.content,
  ...(item.engine
    ? { engine: item.engine === 'built-in' ? 'ReelHire built-in assistant' : item.engine }
    : {}),
})

/**
 * /chat, the AI coach (seed 2 §2): the assistant as a full page, its conversation kept per user on the server.
 * Every message goes through the same quota and engine as the panel.
 */
export function CoachPage() {
  const userId = useSignedInUserId()
  const queryClient = useQueryClient()
  const history = useQuery(chatHistoryQueryOptions(userId))
  const usage = useQuery(aiUsageQueryOptions(userId)).data
  // The question on its way and the answer as it arrives, until the kept conversation holds them.
  const [pending, setPending] = useState<ChatLine[]>([])
  const deltas = useDeltaBuffer(setPending)
  const stopRef = useRef<AbortController | null>(null)
  useEffect(() => () => stopRef.current?.abort(), [])
  const [notices, setNotices] = useState<ChatLine[]>([])
  const [proposal, setProposal] = useState<{ lineId: string; proposal: TaskProposal } | null>(null)
  const [sending, setSending] = useState(false)
  const [clearing, setClearing] = useState<'ask' | 'busy' | null>(null)
  const limitReached = !!usage && !usage.isUnlimited && usage.remaining <= 0

  const send = async (text: string) => {
    const message = text.trim()
    if (!message || sending || limitReached) return false
    setSending(true)
    setPending([{ id: 'pending', sender: 'user', content: message }])
    const controller = new AbortController()
    stopRef.current = controller
    let received = ''
    try {
      const reply = await streamChat(message, [], {
        keepHistory: true,
        signal: controller.signal,
        onDelta: (text) => {
          received += text
          deltas.append('pending-answer', text)
        },
      })
      deltas.flush()
      await queryClient.invalidateQueries({ queryKey: CHAT_HISTORY_QUERY_KEY })
      queryClient.setQueryData([...AI_USAGE_QUERY_KEY, userId], reply.aiUsage)
      setProposal(reply.proposal ? { lineId: 'proposal', proposal: reply.proposal } : null)
    } catch (error) {
      deltas.flush()
      const quota = error instanceof ApiError && error.code === ErrorCode.AI_USAGE_LIMIT_REACHED
      const stopped = controller.signal.aborted
      // The server keeps no stopped or failed exchange: what the user saw stays on the page as local lines.
      const stamp = Date.now()
      const notices: ChatLine[] = [{ id: `you-${stamp}`, sender: 'user', content: message, local: true }]
      if (received)
        notices.push({ id: `partial-${stamp}`, sender: 'ai', content: received, stopped, local: true })
      if (!stopped)
        notices.push({
          id: `notice-${stamp}`,
          sender: 'ai',
          local: true,
          content: quota
            ? `⚠️ ${error.message}\n\n${AI_USAGE_TEXTS.chatUpgradeLine}`
            : AI_USAGE_TEXTS.chatFallback,
        })
      setNotices((n) => [...n, ...notices])
    } finally {
      stopRef.current = null
      setPending([])
      setSending(false)
      void queryClient.invalidateQueries({ queryKey: [...AI_USAGE_QUERY_KEY, userId] })
    }
    return true
  }

  const clear = async () => {
    setClearing('busy')
    try {
      await clearChatHistory()
      setNotices([])
      setProposal(null)
      await queryClient.invalidateQueries({ queryKey: CHAT_HISTORY_QUERY_KEY })
    } finally {
      setClearing(null)
    }
  }

  const kept = (history.data?.items ?? []).map(toLine)
  const lines: ChatLine[] = [WELCOME, ...kept, ...notices, ...pending]
  if (proposal && pending.length === 0) {
    const last = lines.at(-1)
    if (last && last.sender === 'ai') lines[lines.length - 1] = { ...last, proposal: proposal.proposal }
  }

  let body
  if (history.isPending && userId) {
    body = (
      <Stack gap="3" aria-busy="true" aria-label="Loading the conversation">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="12" rounded="lg" />
        ))}
      </Stack>
    )
  } else if (history.isError && !history.data) {
    body = isOfflineFailure(history.error) ? (
      <OfflineState onRetry={() => void history.refetch()} />
    ) : (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>The conversation could not be loaded.</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    )
  } else {
    body = (
      <ChatLines
        lines={lines}
        sending={sending}
        onSettleProposal={(_id, note) => {
          setProposal(null)
          setNotices((n) => [...n, { id: `note-${Date.now()}`, sender: 'ai', content: note, local: true }])
        }}
      />
    )
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <HStack justify="space-between" align="flex-start" mb="4" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            AI Coach
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Career and hiring help that knows ReelHire. Each answer names the engine that wrote it.
          </Text>
        </Box>
        <Button size="sm" variant="outline" disabled={kept.length === 0} onClick={() => setClearing('ask')}>
          Clear conversation
        </Button>
      </HStack>
      <Box borderWidth="1px" rounded="xl" overflow="hidden">
        {usage && <UsageBanner usage={usage} onNavigate={() => {}} />}
        <Box
          px={{ base: '3', md: '5' }}
          py="4"
          minH="60"
          maxH={{ base: '50dvh', md: '55dvh' }}
          overflowY="auto"
          data-chat-scroll=""
        >
          {body}
        </Box>
        <Stack gap="3" px={{ base: '3', md: '5' }} py="3" borderTopWidth="1px">
          <Wrap gap="2" role="group" aria-label="Suggestions">
            {AI_SUGGESTIONS.search.map((s) => (
              <Button
                key={s.id}
                size="xs"
                variant="outline"
                disabled={sending || limitReached}
                onClick={() => void send(s.message)}
              >
                {s.label}
              </Button>
            ))}
          </Wrap>
          {limitReached ? (
            <HStack justify="space-between" wrap="wrap" gap="2" data-testid="ai-limit-reached">
              <Text fontWeight="semibold">Monthly limit reached</Text>
              <LinkButton href="/pricing" size="sm" colorPalette="indigo">
                View plans
              </LinkButton>
            </HStack>
          ) : (
            <ChatInput
              onSend={send}
              sending={sending}
              onStop={() => stopRef.current?.abort()}
              label="Message the AI coach"
            />
          )}
        </Stack>
      </Box>
      <ConfirmDialog
        open={clearing !== null}
        title="Clear the conversation?"
        confirmLabel="Clear"
        busy={clearing === 'busy'}
        onCancel={() => setClearing(null)}
        onConfirm={() => void clear()}
      >
        The coach forgets every message of this conversation. Your tasks and AI usage stay as they are.
      </ConfirmDialog>
    </Container>
  )
}
