import { Card, HStack, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react'

/** Placeholders shaped like job cards while the first results load. */
export function JobCardSkeletons({
  count = 6,
  variant = 'grid',
}: {
  count?: number
  variant?: 'grid' | 'list'
}) {
  const cards = Array.from({ length: count }, (_, i) => (
    <Card.Root key={i} size="sm" variant="outline" aria-hidden>
      <Card.Body gap="3">
        <HStack gap="3" align="flex-start">
          <Skeleton boxSize="9" borderRadius="md" />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w="70%" />
            <Skeleton h="3" w="40%" />
            <HStack gap="2">
              <Skeleton h="5" w="16" />
              <Skeleton h="5" w="14" />
            </HStack>
          </Stack>
        </HStack>
        <SkeletonText noOfLines={2} gap="2" />
      </Card.Body>
    </Card.Root>
  ))
  return (
    <Stack role="status" gap="0">
      <Text srOnly>Loading jobs…</Text>
      {variant === 'list' ? (
        <Stack gap="3">{cards}</Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4">
          {cards}
        </SimpleGrid>
      )}
    </Stack>
  )
}
