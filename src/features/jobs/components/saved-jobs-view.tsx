import { Badge, Box, Button, Card, EmptyState, HStack, Stack, Text, VStack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { Bookmark, CircleSlash, LogIn, RotateCcw, Trash2, WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SavedJobState } from '@/api/jobs/job-saves'
import { JobCard } from '@/entities/job/job-card'
import { SaveJobButton } from '@/entities/job/save-job-button'
import { LastChecked } from '@/components/sync/last-checked'
import { toUserMessage } from '@/lib/api-client/api-error'
import { formatRelativeDate } from '@/lib/dates'
import { isOfflineFailure } from '@/lib/offline-query'
import { useIsOnline } from '@/lib/online-state'
import type { SavedJobView } from '@/entities/job/saves/save-overlay'
import { useJobSave, useSavedJobs } from '@/entities/job/saves/use-job-save'
import { JobCardList } from './job-card-list'
import { JobCardSkeletons } from './job-card-skeleton'

/** How a saved job that can no longer be applied to is marked (never silently dropped). */
export const SAVED_STATE_NOTICES: Record<Exclude<SavedJobState, 'active'>, string> = {
  closed: 'No longer accepting applications',
  expired: 'No longer accepting applications',
  unavailable: 'Not accepting applications right now',
  deleted: 'Removed by the employer',
}

function StateNotice({ state }: { state: SavedJobState }) {
  if (state === 'active') return null
  return (
    <Badge
      colorPalette={state === 'deleted' ? 'red' : 'orange'}
      variant="subtle"
      width="fit-content"
      data-testid="saved-job-state"
    >
      {state === 'deleted' ? <Trash2 aria-hidden size={12} /> : <CircleSlash aria-hidden size={12} />}
      {SAVED_STATE_NOTICES[state]}
    </Badge>
  )
}

/** A saved job the server no longer shows in full (unavailable or deleted): what it was, and Remove. */
function GoneJob({ item }: { item: SavedJobView }) {
  const save = useJobSave(item.jobId, { initialSaved: true })
  return (
    <Card.Root
      as="article"
      size="sm"
      variant="outline"
      opacity={0.8}
      aria-label={`${item.title} at ${item.company}`}
      height="full"
    >
      <Card.Body gap="2">
        <StateNotice state={item.state} />
        <Text as="h2" fontWeight="semibold" fontSize="md">
          {item.title || 'A saved job'}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {item.company}
        </Text>
        <HStack justify="space-between" pt="1">
          <Text fontSize="xs" color="fg.muted">
            Saved {formatRelativeDate(item.savedAt).toLowerCase()}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => void save.toggle()}>
            Remove
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

function Message({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode
  title: string
  description: string
  action?: ReactNode
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

type Props = {
  view: 'grid' | 'list'
  onBrowse: () => void
}

/**
 * The "Saved" tab: every saved job, readable offline (persisted), with when the list was last checked.
 * Jobs that closed, expired, were paused or deleted stay, marked as such; saves and unsaves still waiting to
 * be sent show at once ("Waiting to sync").
 */
export function SavedJobsView({ view, onBrowse }: Props) {
  const saved = useSavedJobs()
  const online = useIsOnline()
  const navigate = useNavigate()

  if (!saved.isSignedIn) {
    return (
      <Message
        icon={<LogIn />}
        title="Sign in to see your saved jobs"
        description="Save jobs to read them later, even offline."
        action={
          <Button
            colorPalette="indigo"
            onClick={() => void navigate({ to: '/login', search: { redirect: '/jobs?tab=saved' } })}
          >
            Sign in
          </Button>
        }
      />
    )
  }

  const neverLoaded = saved.lastCheckedAt === null
  if (neverLoaded && saved.items.length === 0) {
    if (!online || isOfflineFailure(saved.error)) {
      return (
        <Message
          icon={<WifiOff />}
          title="You're offline"
          description="Your saved jobs load when you're back online, and then stay readable on this device."
        />
      )
    }
    if (saved.error) {
      return (
        <Message
          icon={<Bookmark />}
          title="Failed to load your saved jobs"
          description={toUserMessage(saved.error)}
          action={
            <Button variant="outline" onClick={saved.refetch}>
              <RotateCcw aria-hidden /> Try again
            </Button>
          }
        />
      )
    }
    return <JobCardSkeletons count={view === 'list' ? 3 : 4} variant={view} />
  }

  return (
    <Stack as="section" aria-label="Saved jobs" gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap" minH="9">
        <Text fontWeight="semibold" role="status" data-testid="saved-count">
          {saved.items.length} saved {saved.items.length === 1 ? 'job' : 'jobs'}
        </Text>
        {saved.lastCheckedAt !== null ? (
          <LastChecked updatedAt={saved.lastCheckedAt} stale={saved.error !== null} always />
        ) : null}
      </HStack>
      {saved.items.length === 0 ? (
        <Message
          icon={<Bookmark />}
          title="No saved jobs yet"
          description="Tap the bookmark on any job to keep it here. Saved jobs stay readable offline."
          action={
            <Button variant="outline" colorPalette="indigo" onClick={onBrowse}>
              Browse jobs
            </Button>
          }
        />
      ) : (
        <JobCardList view={view} label="Saved jobs">
          {saved.items.map((item) => (
            <Box as="li" key={item.jobId} data-testid="saved-job">
              {item.job ? (
                <JobCard
                  job={item.job}
                  variant={view}
                  headingLevel="h2"
                  dimmed={item.state !== 'active'}
                  notice={<StateNotice state={item.state} />}
                  saveSlot={
                    <SaveJobButton jobId={item.jobId} jobTitle={item.job.title} job={item.job} initialSaved />
                  }
                />
              ) : (
                <GoneJob item={item} />
              )}
            </Box>
          ))}
        </JobCardList>
      )}
    </Stack>
  )
}
