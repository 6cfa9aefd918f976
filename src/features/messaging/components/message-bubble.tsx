import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Briefcase, Check, Clock, FileText, TriangleAlert } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { formatBubbleTime } from '../lib/message-time'
import type { ShownMessage } from '../lib/use-thread'

type Props = {
  message: ShownMessage
  own: boolean
  onRetry: (message: ShownMessage) => void
  onDiscard: (message: ShownMessage) => void
}

const attachmentHref = (kind: 'resume' | 'job', id: string) =>
  kind === 'job' ? `/jobs/${id}` : `/resumes/${id}`

/** One message: its text as written (new lines kept), links to attached resumes and jobs, and — for the
 * viewer's own — whether it is sending, sent, or failed with Retry. */
export function MessageBubble({ message, own, onRetry, onDiscard }: Props) {
  return (
    <Stack
      as="li"
      align={own ? 'end' : 'start'}
      gap="1"
      data-testid="message"
      data-delivery={message.delivery}
      data-own={own}
      listStyleType="none"
    >
      <Box
        maxW={{ base: '85%', md: '70%' }}
        px="3.5"
        py="2"
        borderRadius="2xl"
        borderBottomRightRadius={own ? 'md' : '2xl'}
        borderBottomLeftRadius={own ? '2xl' : 'md'}
        bg={own ? 'indigo.600' : 'bg.muted'}
        color={own ? 'white' : 'fg'}
        opacity={message.delivery === 'sending' ? 0.8 : 1}
      >
        {message.body ? (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="message-body">
            {message.body}
          </Text>
        ) : null}
        {message.attachments.map((attachment) => (
          <AppLink
            key={`${attachment.kind}:${attachment.id}`}
            href={attachmentHref(attachment.kind, attachment.id)}
            display="flex"
            alignItems="center"
            gap="1.5"
            mt="1"
            fontSize="sm"
            color="inherit"
            textDecoration="underline"
          >
            {attachment.kind === 'job' ? (
              <Briefcase aria-hidden size={14} />
            ) : (
              <FileText aria-hidden size={14} />
            )}
            {attachment.title}
          </AppLink>
        ))}
      </Box>
      <HStack gap="1.5" fontSize="xs" color="fg.muted">
        <Text>{formatBubbleTime(message.createdAt)}</Text>
        {own ? (
          message.delivery === 'sending' ? (
            <Text as="span" display="inline-flex" alignItems="center" gap="1" data-testid="delivery">
              <Clock aria-hidden size={12} /> sending
            </Text>
          ) : message.delivery === 'sent' ? (
            <Text as="span" display="inline-flex" alignItems="center" gap="1" data-testid="delivery">
              <Check aria-hidden size={12} /> sent
            </Text>
          ) : (
            <HStack gap="1" color="fg.error" data-testid="delivery" role="alert">
              <TriangleAlert aria-hidden size={12} />
              <Text title={message.failure}>failed —</Text>
              <Button
                size="2xs"
                variant="plain"
                color="inherit"
                textDecoration="underline"
                px="0"
                onClick={() => onRetry(message)}
              >
                retry
              </Button>
              <Button size="2xs" variant="plain" color="fg.muted" px="0" onClick={() => onDiscard(message)}>
                discard
              </Button>
            </HStack>
          )
        ) : null}
      </HStack>
    </Stack>
  )
}
