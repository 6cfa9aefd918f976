import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react'
import { MapPin } from 'lucide-react'
import { CAREERS_EMAIL, type OpenRole } from '../content/careers'

const applyHref = (role: OpenRole) =>
  `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role.title}`)}`

/** Each open role with its team, location and type, and an email apply link. */
export function OpenRoleList({ roles }: { roles: readonly OpenRole[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="4">
      {roles.map((role) => (
        <Card.Root as="li" key={role.title} variant="outline" size="sm">
          <Card.Body>
            <Stack
              direction={{ base: 'column', md: 'row' }}
              gap={{ base: '4', md: '8' }}
              justify="space-between"
              align={{ base: 'stretch', md: 'center' }}
            >
              <Stack gap="2">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="indigo" variant="subtle">
                    {role.team}
                  </Badge>
                  <Badge variant="outline">{role.type}</Badge>
                </HStack>
                <Card.Title as="h3" fontSize="lg">
                  {role.title}
                </Card.Title>
                <HStack gap="1.5" color="fg.muted" fontSize="sm">
                  <MapPin size={16} aria-hidden="true" />
                  <Text>{role.location}</Text>
                </HStack>
                <Text color="fg.muted" fontSize="sm" maxW="2xl">
                  {role.summary}
                </Text>
              </Stack>
              <Button asChild colorPalette="indigo" variant="outline" flexShrink={0}>
                <a href={applyHref(role)} aria-label={`Apply for ${role.title} by email`}>
                  Apply by email
                </a>
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  )
}
