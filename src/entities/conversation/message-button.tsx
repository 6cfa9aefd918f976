import { Button, type ButtonProps } from '@chakra-ui/react'
import { MessageSquare } from 'lucide-react'
import { toUserMessage } from '@/lib/api-client/api-error'
import { toaster } from '@/components/ui/toaster'
import { useOpenConversation } from './api/open-conversation'

type Props = {
  personId: string
  fullName: string
  size?: ButtonProps['size']
  variant?: ButtonProps['variant']
}

/**
 * "Message" on a person card or profile (seed 2 §2: connected shows Message): opens — or starts — the
 * conversation with them and goes to its thread. Needs the network: a conversation is made by the server.
 */
export function MessageButton({ personId, fullName, size = 'sm', variant = 'solid' }: Props) {
  const open = useOpenConversation()
  return (
    <Button
      size={size}
      variant={variant}
      colorPalette="indigo"
      loading={open.isPending}
      aria-label={`Message ${fullName}`}
      data-testid="message-button"
      onClick={() =>
        open.mutate(personId, {
          onError: (error) =>
            void toaster.create({
              type: 'error',
              title: 'Could not open the conversation',
              description: toUserMessage(error),
            }),
        })
      }
    >
      <MessageSquare aria-hidden /> Message
    </Button>
  )
}
