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
import { Building2, Plus, SearchX } from 'lucide-react'
import { CompanyCard } from '@/entities/company/company-card'
import { Pagination } from '@/components/navigation/pagination'
import { LastChecked } from '@/components/sync/last-checked'
import { formatInteger } from '@/lib/en-us-number'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { LinkButton } from '@/components/ui/app-link'
import { toUserMessage } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { useSession } from '@/lib/session/use-session'
import { useCompanies } from '../api/get-companies'
import { companiesListQuery, hasFilters, type CompaniesSearch } from '../lib/companies-search'
import { canCreateCompany } from '../lib/company-permissions'
import { CompanyFilters } from './company-filters'
import { CompanyGridSkeleton } from './company-grid-skeleton'
import { TrendingCompanies } from './trending-companies'

type Props = { search: CompaniesSearch; onSearchChange: (next: CompaniesSearch) => void }

export const companiesFoundText = (total: number) =>
  `${formatInteger(total)} ${total === 1 ? 'company' : 'companies'} found`

/** /companies: the public list with search, filters, trending companies and pagination. */
export function CompaniesPage({ search, onSearchChange }: Props) {
  const query = useCompanies(companiesListQuery(search))
  const role = useSession((s) => s.user?.role)
  // Offline, a page never seen on this device waits (paused) instead of failing: say so rather than showing
  // the previous filter's results or skeletons forever.
  const offlineMiss = query.fetchStatus === 'paused' && (!query.data || query.isPlaceholderData)
  const data = offlineMiss ? undefined : query.data
  const filtered = hasFilters(search)

  const offline = offlineMiss || isOfflineFailure(query.error)

  const goToPage = (page: number) => {
    onSearchChange({ ...search, ...(page > 1 ? { page } : { page: undefined }) })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Companies
            </Heading>
            <Text color="fg.muted">Discover teams that are hiring, and follow the ones you like.</Text>
          </Stack>
          {canCreateCompany(role) ? (
            <LinkButton href="/companies/create" colorPalette="indigo" size="sm">
              <Plus aria-hidden /> Create company
            </LinkButton>
          ) : null}
        </HStack>

        {!filtered && !search.page ? <TrendingCompanies /> : null}

        <CompanyFilters search={search} onChange={onSearchChange} {...(data ? { total: data.total } : {})} />

        <Stack as="section" aria-label="Companies" gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap" minH="6">
            <Text fontWeight="medium" role="status" aria-live="polite" data-testid="companies-count">
              {data ? companiesFoundText(data.total) : query.isPending ? 'Loading companies…' : ''}
            </Text>
            {data ? <LastChecked updatedAt={query.dataUpdatedAt} stale={query.isRefetchError} /> : null}
          </HStack>

          {data ? (
            data.items.length > 0 ? (
              <>
                <SimpleGrid
                  columns={{ base: 1, md: 2, xl: 3 }}
                  gap="4"
                  opacity={query.isPlaceholderData ? 0.6 : 1}
                  transition="opacity 0.15s"
                >
                  {data.items.map((company) => (
                    <CompanyCard key={company.id} company={company} headingLevel="h2" />
                  ))}
                </SimpleGrid>
                <Pagination
                  page={data.page}
                  totalPages={data.totalPages}
                  onPageChange={goToPage}
                  label="Company pages"
                />
              </>
            ) : (
              <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <SearchX />
                  </EmptyState.Indicator>
                  <VStack textAlign="center">
                    <EmptyState.Title>No companies found</EmptyState.Title>
                    <EmptyState.Description>
                      {filtered
                        ? 'Try adjusting your search or filters to find more companies.'
                        : 'No companies have published their page yet.'}
                    </EmptyState.Description>
                  </VStack>
                  {filtered ? (
                    <Button variant="outline" onClick={() => onSearchChange({})}>
                      Clear filters
                    </Button>
                  ) : null}
                </EmptyState.Content>
              </EmptyState.Root>
            )
          ) : query.isError || offlineMiss ? (
            <LoadFailedState
              icon={<Building2 />}
              offline={offline}
              offlineText="These results aren't saved on this device yet. They load when you're back online."
              title="Failed to load companies"
              description={toUserMessage(query.error)}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <CompanyGridSkeleton />
          )}
        </Stack>
      </Stack>
    </Container>
  )
}
