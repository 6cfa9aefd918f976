import { Card, HStack, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react'

/** Placeholder cards in the grid's shape while the first page loads. */
export function CompanyGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true" aria-label="Loading companies">
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} variant="outline">
          <Card.Body gap="4">
            <HStack gap="3">
              <SkeletonCircle size="12" />
              <Stack flex="1" gap="2">
                <Skeleton h="4" w="60%" />
                <Skeleton h="3" w="80%" />
              </Stack>
            </HStack>
            <SkeletonText noOfLines={2} />
            <Skeleton h="8" w="28" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
