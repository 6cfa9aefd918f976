import {
  Button,
  Container,
  EmptyState,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react'
import { SearchX, Users } from 'lucide-react'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { Pagination } from '@/components/navigation/pagination'
import { LastChecked } from '@/components/sync/last-checked'
import { PersonCard } from '@/entities/person/person-card'
import { toUserMessage } from '@/lib/api-client/api-error'
import { formatInteger } from '@/lib/en-us-number'
import { isOfflineFailure } from '@/lib/offline-query'
import { usePeople } from '../api/people-queries'
import { peopleListQuery, type PeopleSearch } from '../lib/people-search'
import { ConnectionRequests } from './connection-requests'
import { PeopleGridSkeleton } from './people-grid-skeleton'
import { PeopleSearchBox } from './people-search-box'

type Props = { search: PeopleSearch; onSearchChange: (next: PeopleSearch) => void }

export const peopleFoundText = (total: number) =>
  `${formatInteger(total)} ${total === 1 ? 'person' : 'people'} found`

/** /people: person cards with the viewer's connection state, a search box and pagination. */
export function PeoplePage({ search, onSearchChange }: Props) {
  const query = usePeople(peopleListQuery(search))
  // Offline, a page never seen on this device waits (paused) instead of failing: say so.
  const offlineMiss = query.fetchStatus === 'paused' && (!query.data || query.isPlaceholderData)
  const data = offlineMiss ? undefined : query.data
  const offline = offlineMiss || isOfflineFailure(query.error)

  const goToPage = (page: number) => {
    onSearchChange({ ...search, ...(page > 1 ? { page } : { page: undefined }) })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '5', md: '8' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            People
          </Heading>
          <Text color="fg.muted">Find job seekers and recruiters, and grow your network.</Text>
        </Stack>

        <PeopleSearchBox
          value={search.search ?? ''}
          onSearch={(text) => onSearchChange(text ? { search: text } : {})}
        />

        <ConnectionRequests enabled={!search.search && !search.page} />

        <Stack as="section" aria-label="People" gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap" minH="6">
            <Text fontWeight="medium" role="status" aria-live="polite" data-testid="people-count">
              {data ? peopleFoundText(data.total) : query.isPending ? 'Loading people…' : ''}
            </Text>
            {data ? <LastChecked updatedAt={query.dataUpdatedAt} stale={query.isRefetchError} /> : null}
          </HStack>

          {data ? (
            data.items.length > 0 ? (
              <>
                <SimpleGrid
                  columns={{ base: 1, sm: 2, xl: 3 }}
                  gap="4"
                  opacity={query.isPlaceholderData ? 0.6 : 1}
                  transition="opacity 0.15s"
                >
                  {data.items.map((person) => (
                    <PersonCard key={person.id} person={person} updatedAt={query.dataUpdatedAt} />
                  ))}
                </SimpleGrid>
                <Pagination
                  page={data.page}
                  totalPages={data.totalPages}
                  onPageChange={goToPage}
                  label="People pages"
                />
              </>
            ) : (
              <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <SearchX />
                  </EmptyState.Indicator>
                  <VStack textAlign="center">
                    <EmptyState.Title>No people found</EmptyState.Title>
                    <EmptyState.Description>
                      {search.search
                        ? `Nobody matches “${search.search}”. Check the spelling or try another name.`
                        : 'Nobody has joined yet.'}
                    </EmptyState.Description>
                  </VStack>
                  {search.search ? (
                    <Button variant="outline" onClick={() => onSearchChange({})}>
                      Clear search
                    </Button>
                  ) : null}
                </EmptyState.Content>
              </EmptyState.Root>
            )
          ) : query.isError || offlineMiss ? (
            <LoadFailedState
              icon={<Users />}
              offline={offline}
              offlineText="These people aren't saved on this device yet. They load when you're back online."
              title="Failed to load content"
              description={toUserMessage(query.error)}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <PeopleGridSkeleton />
          )}
        </Stack>
      </Stack>
    </Container>
  )
}
