import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { RotateCcw, WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'

type Props = {
  /** The list's own icon, shown when the failure is not the missing connection. */
  icon: ReactNode
  offline: boolean
  /** What is missing offline, e.g. "These people aren't saved on this device yet. They load when you're back online." */
  offlineText: string
  /** Online: the title ('Failed to load content' where the spec says so) and the reason. */
  title: string
  description: string
  onRetry: () => void
}

/**
 * A list or thread that could not load: "You're offline" with what is missing when there is no connection,
 * else the failure and its reason; "Try again" either way.
 */
export function LoadFailedState({ icon, offline, offlineText, title, description, onRetry }: Props) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator>{offline ? <WifiOff /> : icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{offline ? "You're offline" : title}</EmptyState.Title>
          <EmptyState.Description>{offline ? offlineText : description}</EmptyState.Description>
        </VStack>
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden /> Try again
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
