import { Button, EmptyState, HStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'

/** No article matched: offer to clear the search or ask a person. */
export function HelpEmptyState({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">No answers for “{query.trim()}”</EmptyState.Title>
        <EmptyState.Description textAlign="center" maxW="md">
          Try fewer or different words, or send us your question — our support team replies within one
          business day.
        </EmptyState.Description>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="indigo">
            <Link to="/contact">Contact support</Link>
          </Button>
          <Button variant="outline" onClick={onClear}>
            Show all articles
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
