import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { TALENT_POOL_STAGE_LABELS, TALENT_POOL_STAGES } from '@/api/talent-pools/talent-pool-fields'
import { AppLink } from '@/components/ui/app-link'
import { EmptyState } from '@/entities/application/empty-state'
import { PersonAvatar } from '@/entities/person/person-avatar'
import { useTalentPools, useWatchedCandidates } from '@/entities/talent-pool/api/talent-pool-queries'
import { RelativeDateText } from '@/lib/hydration/date-text'
import { WidgetCard } from './widget-card'

const SHOWN = 5

const nameParts = (fullName: string) => {
  const [first = '', ...rest] = fullName.split(' ')
  return { firstName: first, lastName: rest.at(-1) ?? '' }
}

/** "Tracked candidates" (seed 2 §6 track): the people the viewer tracks, latest first. */
export function TrackedCandidatesWidget() {
  const query = useWatchedCandidates(SHOWN)
  const items = query.data?.items ?? []
  return (
    <WidgetCard
      title="Tracked candidates"
      count={query.data?.total}
      seeAll={{ href: '/people', label: 'Find more' }}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {items.length === 0 ? (
        <EmptyState
          compact
          title="No tracked candidates yet"
          description="Choose “Track” on a person’s card or profile to follow them here."
          action={{ label: 'Browse people', href: '/people' }}
        />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {items.map((person) => (
            <HStack
              as="li"
              key={person.id}
              gap="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <PersonAvatar {...nameParts(person.fullName)} avatar={person.avatar} size="2.25rem" />
              <Stack gap="0" minW="0" flex="1">
                <AppLink href={`/people/${person.slug || person.id}`} fontWeight="medium" color="fg" truncate>
                  {person.fullName}
                </AppLink>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {person.headline ?? person.location ?? ''}
                </Text>
              </Stack>
              <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                <RelativeDateText value={person.trackedAt} />
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </WidgetCard>
  )
}

/** The viewer's talent pools with their size and how many candidates stand at each stage. */
export function TalentPoolsWidget() {
  const query = useTalentPools()
  const pools = query.data?.items ?? []
  return (
    <WidgetCard
      title="Talent pools"
      count={query.data?.total}
      seeAll={{ href: '/talent-pools', label: 'All pools' }}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {pools.length === 0 ? (
        <EmptyState
          compact
          title="No talent pools yet"
          description="Group the candidates you source, move them through stages and keep notes with your team."
          action={{ label: 'Create a pool', href: '/talent-pools' }}
        />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {pools.slice(0, SHOWN).map((pool) => (
            <Stack
              as="li"
              key={pool.id}
              gap="1"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <HStack justify="space-between" gap="3">
                <AppLink href={`/talent-pools/${pool.id}`} fontWeight="medium" color="fg" truncate>
                  {pool.name}
                </AppLink>
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  {pool.memberCount} {pool.memberCount === 1 ? 'candidate' : 'candidates'}
                </Text>
              </HStack>
              <HStack gap="1" wrap="wrap">
                {TALENT_POOL_STAGES.filter((stage) => pool.stageCounts[stage] > 0).map((stage) => (
                  <Badge key={stage} size="sm" variant="outline">
                    {TALENT_POOL_STAGE_LABELS[stage]} {pool.stageCounts[stage]}
                  </Badge>
                ))}
              </HStack>
            </Stack>
          ))}
        </Stack>
      )}
    </WidgetCard>
  )
}
