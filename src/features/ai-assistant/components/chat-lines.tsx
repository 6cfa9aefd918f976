import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import type { ChatLine } from '../lib/use-assistant-chat'
import { MarkdownMessage } from './markdown-message'
import { ProposalCard } from './proposal-card'

type Props = {
  lines: readonly ChatLine[]
  sending: boolean
  onSettleProposal: (lineId: string, note: string) => void
  onNavigate?: () => void
}

/**
 * The conversation, newest at the bottom, with the typing indicator while an answer is on its way and no text
 * of it has arrived yet; a streaming answer renders as it grows.
 */
export function ChatLines({ lines, sending, onSettleProposal, onNavigate }: Props) {
  const end = useRef<HTMLDivElement>(null)
  const waiting = sending && !lines.some((l) => l.streaming)
  // Scrolls the conversation's own box (never the page around it): to the bottom while waiting, to the start of
  // a new answer once it arrives, so a long answer is read from its first line.
  useEffect(() => {
    const box = end.current?.closest<HTMLElement>('[data-chat-scroll]')
    if (!box) return
    const last = [...box.querySelectorAll<HTMLElement>('[data-sender]')].at(-1)
    if (waiting || !last || last.dataset.sender !== 'ai') box.scrollTop = box.scrollHeight
    else box.scrollTop += last.getBoundingClientRect().top - box.getBoundingClientRect().top - 12
  }, [lines.length, waiting])
  return (
    <Stack gap="3" role="log" aria-live="polite" aria-label="Conversation with the assistant">
      {lines.map((line) => (
        <Box
          key={line.id}
          alignSelf={line.sender === 'user' ? 'flex-end' : 'flex-start'}
          maxW="92%"
          px="3"
          py="2"
          rounded="lg"
          bg={line.sender === 'user' ? 'indigo.solid' : 'bg.muted'}
          color={line.sender === 'user' ? 'indigo.contrast' : 'fg'}
          data-sender={line.sender}
          aria-busy={line.streaming ? true : undefined}
        >
          {line.sender === 'user' ? (
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {line.content}
            </Text>
          ) : (
            <MarkdownMessage
              markdown={line.content}
              onNavigate={onNavigate}
              streaming={line.streaming ?? false}
            />
          )}
          {line.proposal && (
            <ProposalCard proposal={line.proposal} onSettled={(note) => onSettleProposal(line.id, note)} />
          )}
          {line.engine && (
            <Text fontSize="2xs" color="fg.muted" mt="1">
              Answered by {line.engine}
            </Text>
          )}
          {line.stopped && (
            <Text fontSize="2xs" color="fg.muted" mt="1">
              Stopped
            </Text>
          )}
        </Box>
      ))}
      {waiting && <TypingIndicator />}
      <div ref={end} />
    </Stack>
  )
}

function TypingIndicator() {
  return (
    <HStack alignSelf="flex-start" px="3" py="2" rounded="lg" bg="bg.muted" gap="1" role="status">
      <Text srOnly>The assistant is typing…</Text>
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          aria-hidden
          boxSize="1.5"
          rounded="full"
          bg="fg.muted"
          animation="pulse"
          style={{ animationDelay: `${i * 150}ms` }}
        />
      ))}
    </HStack>
  )
}
