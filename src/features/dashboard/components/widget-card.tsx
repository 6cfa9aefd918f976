import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { isOfflineFailure } from '@/lib/offline-query'

type Props = {
  title: string
  /** "See all" and where it goes. */
  seeAll?: { label?: string; href: string }
  /** A number beside the title (e.g. how many in total). */
  count?: number | undefined
  isPending: boolean
  error: unknown
  /** Only used when the load failed and nothing is cached. */
  onRetry: () => void
  children: ReactNode
}

/**
 * A dashboard block: a title with "See all", then skeleton rows while loading, the reason and a retry when the
 * load failed (and nothing cached is there to show), else the content (which handles its own empty state).
 */
export function WidgetCard({ title, seeAll, count, isPending, error, onRetry, children }: Props) {
  let body: ReactNode
  if (isPending)
    body = (
      <Stack gap="2" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="10" />
      </Stack>
    )
  else if (error)
    body = (
      <Stack gap="2" align="flex-start" role="alert">
        <Text fontSize="sm" color="fg.muted">
          {isOfflineFailure(error)
            ? "You're offline and this isn't saved on this device yet."
            : `Could not load ${title.toLowerCase()}.`}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    )
  else body = children

  return (
    <Card.Root as="section" aria-label={title} h="full">
      <Card.Header pb="2">
        <HStack justify="space-between" gap="3">
          <Heading as="h2" size="md">
            {title}
            {count !== undefined ? (
              <Text as="span" color="fg.muted" fontWeight="normal" ms="2" fontSize="sm">
                {count}
              </Text>
            ) : null}
          </Heading>
          {seeAll ? (
            <AppLink
              href={seeAll.href}
              fontSize="sm"
              color="indigo.fg"
              fontWeight="medium"
              flexShrink={0}
              aria-label={`${seeAll.label ?? 'See all'}: ${title}`}
            >
              {seeAll.label ?? 'See all'}
            </AppLink>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{body}</Card.Body>
    </Card.Root>
  )
}
