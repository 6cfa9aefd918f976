import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { RotateCcw, WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'

type Props = {
  icon: ReactNode
  title: string
  description: ReactNode
  action?: ReactNode
  /** An error or offline state: announced, with Try again. */
  onRetry?: () => void
  offline?: boolean
}

/** The empty, error and offline states of the lists on /resumes, drawn alike. */
export function ListState({ icon, title, description, action, onRetry, offline = false }: Props) {
  return (
    <EmptyState.Root
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      {...(onRetry ? { role: 'alert' } : {})}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>{offline ? <WifiOff /> : icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{offline ? "You're offline" : title}</EmptyState.Title>
          <EmptyState.Description>
            {offline
              ? "These resumes aren't saved on this device yet. They load when you're back online."
              : description}
          </EmptyState.Description>
        </VStack>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        ) : null}
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
