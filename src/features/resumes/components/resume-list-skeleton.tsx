import { Card, HStack, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react'

/** Placeholder cards in the list's shape while it loads. */
export function ResumeListSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} variant="outline">
          <Card.Body gap="3" p="4">
            <HStack gap="3">
              <Skeleton h="9" w="9" borderRadius="l3" />
              <Stack flex="1" gap="2">
                <Skeleton h="4" w="60%" />
                <Skeleton h="3" w="40%" />
              </Stack>
            </HStack>
            <SkeletonText noOfLines={2} />
            <Skeleton h="5" w="32" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
