import { Button, HStack, Textarea, VisuallyHidden } from '@chakra-ui/react'
import { SendHorizontal } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { MESSAGE_BODY_MAX } from '@/api/messaging/message-input'

type Props = { onSend: (body: string) => void; disabled?: boolean }

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing
 * text is left to it). Sending never waits for the network — the message goes to the outbox.
 */
export function Composer({ onSend, disabled = false }: Props) {
  const [text, setText] = useState('')
  const id = useId()
  const send = () => {
    const body = text.trim()
    if (!body || disabled) return
    onSend(body)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }
  return (
    <HStack
      as="form"
      gap="2"
      align="end"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <VisuallyHidden asChild>
        <label htmlFor={id}>Message</label>
      </VisuallyHidden>
      <VisuallyHidden id={`${id}-hint`}>Enter sends, Shift+Enter starts a new line.</VisuallyHidden>
      <Textarea
        id={id}
        data-testid="composer"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a message…"
        aria-describedby={`${id}-hint`}
        autoresize
        maxH="40"
        rows={1}
        maxLength={MESSAGE_BODY_MAX}
        disabled={disabled}
        bg="bg.panel"
      />
      <Button
        type="submit"
        colorPalette="indigo"
        disabled={disabled || text.trim() === ''}
        aria-label="Send message"
      >
        <SendHorizontal aria-hidden />
      </Button>
    </HStack>
  )
}
