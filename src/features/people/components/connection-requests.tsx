import { Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { PersonCard } from '@/entities/person/person-card'
import { usePeopleRequests } from '../api/people-queries'
import { REQUESTS_QUERY } from '../lib/people-search'

/**
 * "Connection requests": the people waiting for the viewer's answer, above the list (which is in name order,
 * so a request could be pages away). Nothing shows for visitors, while searching, or when there are none.
 */
export function ConnectionRequests({ enabled }: { enabled: boolean }) {
  const query = usePeopleRequests(REQUESTS_QUERY, enabled)
  const items = enabled ? (query.data?.items ?? []) : []
  if (items.length === 0) return null
  return (
    <Stack as="section" aria-labelledby="connection-requests-heading" gap="3">
      <Heading as="h2" id="connection-requests-heading" size="md">
        Connection requests ({query.data?.total ?? items.length})
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
        {items.map((person) => (
          <PersonCard key={person.id} person={person} updatedAt={query.dataUpdatedAt} headingLevel="h3" />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
