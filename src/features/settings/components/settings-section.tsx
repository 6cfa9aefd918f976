import { Card, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One titled card of the settings page; the heading labels the region for screen readers. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card.Root as="section" aria-labelledby={`${id}-title`}>
      <Card.Header>
        <Stack gap="1">
          <Heading as="h2" size="md" id={`${id}-title`}>
            {title}
          </Heading>
          {description ? (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Stack>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  )
}
