import {
  Button,
  Container,
  EmptyState,
  Heading,
  HStack,
  Link,
  Stack,
  Tabs,
  Text,
  VStack,
} from '@chakra-ui/react'
import { SearchX, TriangleAlert } from 'lucide-react'
import {
  DISCOVERY_PAGE_SIZE,
  DISCOVERY_SEARCH_MAX,
  DISCOVERY_TEXTS,
  type CategoryCounts,
  type DiscoveryCategory,
  type PublicSearchResponse,
} from '@/api/discovery/public-search'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { Pagination } from '@/components/navigation/pagination'
import { LastChecked } from '@/components/sync/last-checked'
import { SearchBox } from '@/components/ui/search-box'
import { formatInteger } from '@/lib/en-us-number'
import { formatCount } from '@/lib/format-count'
import { isOfflineFailure } from '@/lib/offline-query'
import { useDiscoverySearch } from '../api/discovery-queries'
import { discoveryQuery, hasFilters, type DiscoverySearch } from '../lib/discovery-search'
import { useViewMode } from '../lib/view-mode'
import { DiscoveryFilters } from './discovery-filters'
import { DiscoveryResults } from './discovery-results'
import { DiscoverySkeleton } from './discovery-skeleton'

type Props = { search: DiscoverySearch; onSearchChange: (next: DiscoverySearch) => void }

const TABS: { value: DiscoveryCategory; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'people', label: 'People' },
  { value: 'companies', label: 'Companies' },
  { value: 'resumes', label: 'Resumes' },
  { value: 'jobs', label: 'Jobs' },
  { value: 'media', label: 'Media' },
]

export const itemsFoundText = (total: number) =>
  `${formatInteger(total)} ${total === 1 ? 'item' : 'items'} found`

function EmptyResults({ onClear, filtered }: { onClear: () => void; filtered: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel" data-testid="discovery-empty">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{DISCOVERY_TEXTS.emptyTitle}</EmptyState.Title>
          <EmptyState.Description>{DISCOVERY_TEXTS.emptyBody}</EmptyState.Description>
        </VStack>
        {filtered ? (
          <Button variant="outline" onClick={onClear}>
            Clear search and filters
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

function LoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <LoadFailedState
      icon={<TriangleAlert />}
      offline={offline}
      offlineText="This search isn't saved on this device yet. It loads when you're back online."
      title={DISCOVERY_TEXTS.loadFailed}
      description="Something went wrong on our side or on the way. Please try again."
      onRetry={onRetry}
    />
  )
}

function DidYouMean({ suggestion, onPick }: { suggestion: string; onPick: () => void }) {
  return (
    <Text data-testid="did-you-mean">
      Did you mean{' '}
      <Link as="button" colorPalette="indigo" fontWeight="semibold" onClick={onPick}>
        {suggestion}
      </Link>
      ?
    </Text>
  )
}

const tabCount = (counts: CategoryCounts | undefined, value: DiscoveryCategory) =>
  counts ? formatCount(counts[value]) : null

/**
 * /search, discovery (seed 2 §2): tabs with counts, a debounced search box, filters, grid or list (kept on this
 * device), the shared cards with an actions dialog each, pagination of 12 / 24 / 48, "N items found", the empty
 * state of the spec and 'Failed to load content'. The URL holds the search, so Back and links work.
 */
export function DiscoveryPage({ search, onSearchChange }: Props) {
  const [view, setView] = useViewMode()
  const query = useDiscoverySearch(discoveryQuery(search))
  const offlineMiss = query.fetchStatus === 'paused' && (!query.data || query.isPlaceholderData)
  const data: PublicSearchResponse | undefined = offlineMiss ? undefined : query.data
  const offline = offlineMiss || isOfflineFailure(query.error)
  const category = search.category ?? 'all'
  const limit = search.limit ?? DISCOVERY_PAGE_SIZE

  const change = (patch: Partial<DiscoverySearch>) => {
    const next: DiscoverySearch = { ...search, ...patch, page: undefined }
    for (const key of Object.keys(next) as (keyof DiscoverySearch)[])
      if (next[key] === undefined) delete next[key]
    onSearchChange(next)
  }
  const goToPage = (page: number) => {
    onSearchChange({ ...search, page: page > 1 ? page : undefined })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Discover
          </Heading>
          <Text color="fg.muted">People, companies, resumes, jobs and videos on ReelHire.</Text>
        </Stack>

        <SearchBox
          value={search.search ?? ''}
          onSearch={(text) => change({ search: text })}
          label="Discover"
          fieldLabel="Search people, companies, resumes, jobs and media"
          placeholder="Search people, companies, resumes, jobs and media"
          maxLength={DISCOVERY_SEARCH_MAX}
        />

        <Tabs.Root
          value={category}
          onValueChange={(event) =>
            change({
              category: event.value === 'all' ? undefined : (event.value as DiscoverySearch['category']),
            })
          }
          variant="line"
          colorPalette="indigo"
        >
          <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
            {TABS.map((tab) => {
              const count = tabCount(data?.counts, tab.value)
              return (
                <Tabs.Trigger
                  key={tab.value}
                  value={tab.value}
                  flexShrink="0"
                  data-testid={`tab-${tab.value}`}
                >
                  {tab.label}
                  {count !== null ? (
                    <Text
                      as="span"
                      fontSize="xs"
                      color="fg.muted"
                      fontWeight="medium"
                      data-testid="tab-count"
                    >
                      {count}
                    </Text>
                  ) : null}
                </Tabs.Trigger>
              )
            })}
          </Tabs.List>
          <Tabs.Content value={category} pt="5">
            <Stack gap="5">
              <DiscoveryFilters
                search={search}
                onChange={change}
                view={view}
                onViewChange={setView}
                limit={limit}
                onLimitChange={(next) =>
                  change({
                    limit: next === DISCOVERY_PAGE_SIZE ? undefined : (next as DiscoverySearch['limit']),
                  })
                }
              />
              <HStack justify="space-between" gap="3" wrap="wrap" minH="6">
                <Text fontWeight="medium" role="status" aria-live="polite" data-testid="discovery-count">
                  {data ? itemsFoundText(data.total) : query.isPending ? 'Searching…' : ''}
                </Text>
                {data ? <LastChecked updatedAt={query.dataUpdatedAt} stale={query.isRefetchError} /> : null}
              </HStack>
              {data?.didYouMean ? (
                <DidYouMean
                  suggestion={data.didYouMean}
                  onPick={() => change({ search: data.didYouMean ?? undefined })}
                />
              ) : null}
              {data ? (
                data.items.length > 0 ? (
                  <Stack gap="6" opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
                    <DiscoveryResults items={data.items} view={view} updatedAt={query.dataUpdatedAt} />
                    <Pagination
                      page={data.page}
                      totalPages={data.totalPages}
                      onPageChange={goToPage}
                      label="Result pages"
                    />
                  </Stack>
                ) : (
                  <EmptyResults filtered={hasFilters(search)} onClear={() => onSearchChange({})} />
                )
              ) : query.isError || offlineMiss ? (
                <LoadFailed offline={offline} onRetry={() => void query.refetch()} />
              ) : (
                <DiscoverySkeleton />
              )}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  )
}
