import { HStack, SimpleGrid, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react'

/** What /search shows while the first page loads: the grid's shape, no content. */
export function DiscoverySkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" aria-hidden data-testid="discovery-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} gap="4" bg="bg.panel">
          <HStack gap="3">
            <SkeletonCircle size="12" />
            <SkeletonText noOfLines={2} flex="1" />
          </HStack>
          <SkeletonText noOfLines={2} />
        </Stack>
      ))}
    </SimpleGrid>
  )
}
