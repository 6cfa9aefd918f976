import { Box, Card, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react'
import type { LucideIcon } from 'lucide-react'

export type FeatureItem = { icon: LucideIcon; title: string; text: string }

/** Cards of icon + title + text: value props, values, benefits. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, sm: 2, lg: columns }}
      gap={{ base: '4', md: '6' }}
    >
      {items.map((item) => (
        <Card.Root as="li" key={item.title} variant="outline" size="sm">
          <Card.Body gap="3">
            <Box
              colorPalette="indigo"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              rounded="l2"
              boxSize="10"
              display="grid"
              placeItems="center"
            >
              <Icon as={item.icon} boxSize="5" aria-hidden="true" />
            </Box>
            <Heading as="h3" size="md">
              {item.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {item.text}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
