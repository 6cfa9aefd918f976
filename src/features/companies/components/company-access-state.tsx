import { EmptyState, HStack, VStack } from '@chakra-ui/react'
import { Building2 } from 'lucide-react'
import type { ReactNode } from 'react'

/** A full-page explanation of why the page cannot be used (not an employer, not the company's people …). */
export function CompanyAccessState({
  title,
  description,
  actions,
}: {
  title: string
  description: string
  actions?: ReactNode
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="2xl" bg="bg.panel" maxW="2xl" mx="auto" role="status">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Building2 />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="xl">
            {title}
          </EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {actions ? (
          <HStack gap="2" wrap="wrap" justify="center">
            {actions}
          </HStack>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
