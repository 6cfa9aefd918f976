import { Box, Button, Menu, Portal, SimpleGrid, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { FEATURE_ENTRIES } from './nav-items'

/** The signed-out visitor's Features mega-menu: 8 entries with a one-line description each. */
export function FeaturesMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start', gutter: 8 }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          Features <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content p="3" w={{ base: 'calc(100vw - 2rem)', md: '2xl' }} maxW="2xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="1">
              {FEATURE_ENTRIES.map((entry) => (
                <Menu.Item
                  key={entry.href}
                  value={entry.href}
                  asChild
                  h="auto"
                  py="2.5"
                  px="3"
                  borderRadius="md"
                >
                  {/* Typed routes for these targets arrive with later issues. */}
                  <RouterLink to={entry.href as '/'}>
                    <Box>
                      <Text fontWeight="semibold" fontSize="sm">
                        {entry.label}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" mt="0.5">
                        {entry.description}
                      </Text>
                    </Box>
                  </RouterLink>
                </Menu.Item>
              ))}
            </SimpleGrid>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
