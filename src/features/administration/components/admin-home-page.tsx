import { Card, HStack, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { AppLink } from '@/components/ui/app-link'
import { ADMIN_SECTIONS } from '../lib/admin-sections'
import { AdminFrame } from './admin-frame'

/** /admin: where the admin dashboard and the sidebar lead; one card per administration page. */
export function AdminHomePage() {
  return (
    <AdminFrame
      title="Administration"
      description="Run the platform: people, reports, flags and the record of it all."
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {ADMIN_SECTIONS.map((section) => (
          <LinkBox as="article" key={section.href}>
            <Card.Root h="full" _hover={{ borderColor: 'indigo.muted' }}>
              <Card.Body gap="2">
                <HStack gap="2">
                  <Icon color="indigo.fg" aria-hidden>
                    <section.icon />
                  </Icon>
                  <Text fontWeight="semibold">
                    <LinkOverlay asChild>
                      <AppLink href={section.href}>{section.label}</AppLink>
                    </LinkOverlay>
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {section.description}
                </Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </AdminFrame>
  )
}
