import { Button, Container, EmptyState, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react'
import { SearchX, Users } from 'lucide-react'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { ListLayoutControls } from '@/components/navigation/list-layout-controls'
import { Pagination } from '@/components/navigation/pagination'
import { discoveryClass as d } from '@/components/static-css/discovery'
import { LastChecked } from '@/components/sync/last-checked'
import { PersonCard } from '@/entities/person/person-card'
import { toUserMessage } from '@/lib/api-client/api-error'
import { formatInteger } from '@/lib/en-us-number'
import { isOfflineFailure } from '@/lib/offline-query'
import { useViewMode } from '@/hooks/use-view-mode'
import { usePeople } from '../api/people-queries'
import {
  PEOPLE_PAGE_SIZE,
  PEOPLE_PAGE_SIZES,
  PEOPLE_VIEW_MODE_KEY,
  peopleListQuery,
  type PeoplePageSize,
  type PeopleSearch,
} from '../lib/people-search'
import { ConnectionRequests } from './connection-requests'
import { PeopleGridSkeleton } from './people-grid-skeleton'
import { PeopleSearchBox } from './people-search-box'

type Props = { search: PeopleSearch; onSearchChange: (next: PeopleSearch) => void }

export const peopleFoundText = (total: number) =>
  `${formatInteger(total)} ${total === 1 ? 'person' : 'people'} found`

/**
 * /people: person cards with the viewer's connection state, a search box, grid or list (kept on this device,
 * like /search) and pagination of 12 / 24 / 48.
 */
export function PeoplePage({ search, onSearchChange }: Props) {
  const [view, setView] = useViewMode(PEOPLE_VIEW_MODE_KEY)
  const limit = search.limit ?? PEOPLE_PAGE_SIZE
  const changeLimit = (next: number) => {
    const { page: _page, limit: _limit, ...rest } = search
    onSearchChange(next === PEOPLE_PAGE_SIZE ? rest : { ...rest, limit: next as PeoplePageSize })
  }
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
          onSearch={(text) => {
            const size = search.limit ? { limit: search.limit } : {}
            onSearchChange(text ? { search: text, ...size } : size)
          }}
        />

        <ConnectionRequests enabled={!search.search && !search.page} />

        <Stack as="section" aria-label="People" gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap" minH="6">
            <Text fontWeight="medium" role="status" aria-live="polite" data-testid="people-count">
              {data ? peopleFoundText(data.total) : query.isPending ? 'Loading people…' : ''}
            </Text>
            <HStack gap="3" align="flex-end" wrap="wrap">
              {data ? <LastChecked updatedAt={query.dataUpdatedAt} stale={query.isRefetchError} /> : null}
              <ListLayoutControls
                id="people-per-page"
                limit={limit}
                sizes={PEOPLE_PAGE_SIZES}
                onLimitChange={changeLimit}
                view={view}
                onViewChange={setView}
              />
            </HStack>
          </HStack>

          {data ? (
            data.items.length > 0 ? (
              <>
                <ul
                  className={view === 'list' ? d.list : d.grid}
                  aria-label="People found"
                  data-view={view}
                  data-testid="people-results"
                  style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.15s' }}
                >
                  {data.items.map((person) => (
                    <li key={person.id} className={d.item}>
                      <PersonCard person={person} updatedAt={query.dataUpdatedAt} variant={view} />
                    </li>
                  ))}
                </ul>
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
