import {
  Badge,
  Card,
  Container,
  EmptyState,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { FolderKanban, Search } from 'lucide-react'
import type { TalentPoolSummary } from '@/api/talent-pools/talent-pool'
import { TALENT_POOL_STAGE_LABELS, TALENT_POOL_STAGES } from '@/api/talent-pools/talent-pool-fields'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { useTalentPools } from '@/entities/talent-pool/api/talent-pool-queries'
import { useHires } from '@/entities/talent-pool/use-hires'
import { toUserMessage } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { STAGE_PALETTE } from '../lib/stage-colors'
import { CreatePoolForm } from './create-pool-form'

/** /talent-pools: the pools of every account the viewer hires in, and a form for a new one. */
export function TalentPoolsPage() {
  const hires = useHires()
  const query = useTalentPools(hires)
  const router = useRouter()
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '5', md: '8' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Talent pools
          </Heading>
          <Text color="fg.muted">
            Keep the candidates you source, their stage and your notes, with your team.
          </Text>
        </Stack>
        {!hires ? (
          <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <FolderKanban />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>Talent pools are for recruiters and employers</EmptyState.Title>
                <EmptyState.Description>
                  Recruiters and employers keep candidates here. Browse people to grow your network instead.
                </EmptyState.Description>
              </VStack>
              <LinkButton href="/people" variant="outline">
                Browse people
              </LinkButton>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <Card.Root>
              <Card.Body>
                <CreatePoolForm onCreated={(id) => router.history.push(`/talent-pools/${id}`)} />
              </Card.Body>
            </Card.Root>
            <PoolList query={query} />
          </>
        )}
      </Stack>
    </Container>
  )
}

function PoolList({ query }: { query: ReturnType<typeof useTalentPools> }) {
  if (query.isPending)
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true" aria-label="Loading talent pools">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height="32" borderRadius="xl" />
        ))}
      </SimpleGrid>
    )
  if (query.isError)
    return (
      <LoadFailedState
        icon={<FolderKanban />}
        offline={isOfflineFailure(query.error)}
        offlineText="Your talent pools load when you're back online."
        title="Failed to load content"
        description={toUserMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  const pools = query.data.items
  if (pools.length === 0)
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <FolderKanban />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No talent pools yet</EmptyState.Title>
            <EmptyState.Description>
              Create one above, or find candidates and choose “Add to pool” on their card.
            </EmptyState.Description>
          </VStack>
          <LinkButton href="/people" variant="outline">
            <Search aria-hidden /> Find candidates
          </LinkButton>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  const severalAccounts = new Set(pools.map((pool) => pool.accountId)).size > 1
  return (
    <Stack as="section" aria-label="Your talent pools" gap="3">
      <Text fontWeight="medium" role="status">
        {pools.length} {pools.length === 1 ? 'pool' : 'pools'}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {pools.map((pool) => (
          <PoolCard key={pool.id} pool={pool} showAccount={severalAccounts} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

function PoolCard({ pool, showAccount }: { pool: TalentPoolSummary; showAccount: boolean }) {
  return (
    <Card.Root as="li" data-testid="pool-card">
      <Card.Body gap="3">
        <Stack gap="0.5">
          <Heading as="h2" size="md">
            <AppLink href={`/talent-pools/${pool.id}`} color="fg">
              {pool.name}
            </AppLink>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {pool.memberCount} {pool.memberCount === 1 ? 'candidate' : 'candidates'}
            {showAccount ? ` · ${pool.accountName}` : ''}
          </Text>
        </Stack>
        {pool.description ? (
          <Text fontSize="sm" lineClamp={2}>
            {pool.description}
          </Text>
        ) : null}
        <HStack gap="1.5" wrap="wrap" aria-label="Candidates per stage">
          {TALENT_POOL_STAGES.filter((stage) => pool.stageCounts[stage] > 0).map((stage) => (
            <Badge key={stage} colorPalette={STAGE_PALETTE[stage]} variant="subtle">
              {TALENT_POOL_STAGE_LABELS[stage]} {pool.stageCounts[stage]}
            </Badge>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
