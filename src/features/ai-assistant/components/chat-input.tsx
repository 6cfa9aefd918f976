import { Button, HStack, Textarea } from '@chakra-ui/react'
import { useState, type KeyboardEvent } from 'react'
import { CHAT_MESSAGE_MAX } from '@/api/ai/chat'

type Props = {
  onSend: (text: string) => Promise<boolean>
  sending: boolean
  /** Given while an answer streams: a Stop button replaces Send and aborts it. */
  onStop?: () => void
  label?: string
}

/**
 * The message box: Enter sends (Shift+Enter is a new line); empty text is not sent; send is disabled while an
 * answer is on its way, and Stop (when the caller can stop it) takes its place.
 */
export function ChatInput({ onSend, sending, onStop, label = 'Message the assistant' }: Props) {
  const [text, setText] = useState('')
  const empty = text.trim() === ''
  const submit = async () => {
    if (empty || sending) return
    const sent = text
    setText('')
    const ok = await onSend(sent)
    if (!ok) setText(sent)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }
  return (
    <HStack
      as="form"
      align="flex-end"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Textarea
        aria-label={label}
        placeholder="Ask anything…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT_MESSAGE_MAX}
        rows={2}
        resize="none"
        autoresize
        maxH="40"
        size="sm"
      />
      {sending && onStop ? (
        <Button type="button" variant="outline" size="sm" onClick={onStop}>
          Stop
        </Button>
      ) : (
        <Button type="submit" colorPalette="indigo" size="sm" disabled={empty || sending} loading={sending}>
          Send
        </Button>
      )}
    </HStack>
  )
}
