import { Alert, Button, Card, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { OfflineState } from '@/components/errors/offline-state'
import { LinkButton } from '@/components/ui/app-link'
import { isApiError } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'

export function PageContainer({ children, maxW = '3xl' }: { children: ReactNode; maxW?: string }) {
  return (
    <Container maxW={maxW} py={{ base: '5', md: '10' }} px={{ base: '4', md: '6' }}>
      {children}
    </Container>
  )
}

/** A card with a heading, a sentence and one way forward: no permission, not found, not for your role. */
export function MessageCard({
  title,
  children,
  action,
}: {
  title: string
  children: ReactNode
  action?: { label: string; href: string }
}) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
        {action ? (
          <div>
            <LinkButton href={action.href} colorPalette="indigo" variant="outline">
              {action.label}
            </LinkButton>
          </div>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}

export function PageSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading">
      <Skeleton height="28" borderRadius="lg" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="16" borderRadius="lg" />
      ))}
    </Stack>
  )
}

/** A failed load: offline → the offline state; otherwise the reason and a retry. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  if (isOfflineFailure(error)) return <OfflineState onRetry={onRetry} />
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load {what}</Alert.Title>
        <Alert.Description>
          {isApiError(error) && error.statusCode < 500 ? error.message : 'Something went wrong on our side.'}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  )
}

export const isStatus = (error: unknown, status: number) => isApiError(error) && error.statusCode === status
