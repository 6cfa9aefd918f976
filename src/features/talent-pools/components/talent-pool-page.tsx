import {
  Button,
  Center,
  Container,
  EmptyState,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { ArrowLeft, Download, FolderKanban, Search, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ErrorCode } from '@/api/errors'
import type { TalentPoolDetail } from '@/api/talent-pools/talent-pool'
import {
  TALENT_POOL_STAGE_LABELS,
  TALENT_POOL_STAGES,
  type TalentPoolStage,
} from '@/api/talent-pools/talent-pool-fields'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { useDeletePool } from '@/entities/talent-pool/api/talent-pool-mutations'
import { useTalentPool } from '@/entities/talent-pool/api/talent-pool-queries'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'
import { downloadApiFile } from '@/lib/download/download-api-file'
import { isOfflineFailure } from '@/lib/offline-query'
import { PoolMemberRow } from './pool-member-row'

/** /talent-pools/{id}: a pool's candidates by stage, with a stage filter, notes, CSV export and deletion. */
export function TalentPoolPage({ id }: { id: string }) {
  const query = useTalentPool(id)
  if (query.isPending)
    return (
      <Center minH="40vh" role="status">
        <Spinner size="lg" color="indigo.solid" />
        <Text srOnly>Loading talent pool…</Text>
      </Center>
    )
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === ErrorCode.NOT_FOUND_ERROR
    return (
      <Container maxW="lg" py="16">
        {missing ? (
          <Stack gap="4" align="center" textAlign="center" role="alert">
            <Text fontSize="xl" fontWeight="semibold">
              Talent pool not found
            </Text>
            <Text color="fg.muted">
              It may have been deleted, or it belongs to an account you are not in.
            </Text>
            <LinkButton href="/talent-pools" variant="outline">
              All talent pools
            </LinkButton>
          </Stack>
        ) : (
          <LoadFailedState
            icon={<FolderKanban />}
            offline={isOfflineFailure(query.error)}
            offlineText="This pool loads when you're back online."
            title="Failed to load content"
            description={toUserMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
      </Container>
    )
  }
  return <Pool pool={query.data} />
}

function Pool({ pool }: { pool: TalentPoolDetail }) {
  const router = useRouter()
  const [filter, setFilter] = useState<TalentPoolStage | 'all'>('all')
  const [exporting, setExporting] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const remove = useDeletePool()
  const members = filter === 'all' ? pool.members : pool.members.filter((m) => m.stage === filter)

  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadApiFile({
        path: `/TalentPool/${pool.id}/export`,
        fileName: `${pool.name}.csv`,
        failureMessage: () => 'Could not export the pool. Please try again.',
      })
    } catch (error) {
      toaster.create({ type: 'error', title: error instanceof Error ? error.message : 'Export failed' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <AppLink href="/talent-pools" fontSize="sm" display="inline-flex" alignItems="center" gap="1">
          <ArrowLeft aria-hidden size={14} /> All talent pools
        </AppLink>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {pool.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {pool.accountName} · {pool.memberCount} {pool.memberCount === 1 ? 'candidate' : 'candidates'}
            </Text>
            {pool.description ? <Text>{pool.description}</Text> : null}
          </Stack>
          <HStack gap="2" wrap="wrap" align="flex-start" flexShrink={0}>
            <LinkButton href="/people" variant="outline" size="sm">
              <Search aria-hidden /> Find candidates
            </LinkButton>
            <Button
              variant="outline"
              size="sm"
              loading={exporting}
              disabled={pool.memberCount === 0}
              onClick={() => void exportCsv()}
            >
              <Download aria-hidden /> Export CSV
            </Button>
            {pool.canDelete ? (
              <Button variant="ghost" colorPalette="red" size="sm" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden /> Delete pool
              </Button>
            ) : null}
          </HStack>
        </Stack>

        <HStack
          as="nav"
          aria-label="Filter by stage"
          gap="2"
          overflowX="auto"
          pb="1"
          css={{ scrollbarWidth: 'thin' }}
        >
          {(['all', ...TALENT_POOL_STAGES] as const).map((stage) => {
            const count = stage === 'all' ? pool.memberCount : pool.stageCounts[stage]
            return (
              <Button
                key={stage}
                size="sm"
                flexShrink={0}
                variant={filter === stage ? 'solid' : 'outline'}
                colorPalette={filter === stage ? 'indigo' : 'gray'}
                aria-pressed={filter === stage}
                onClick={() => setFilter(stage)}
              >
                {stage === 'all' ? 'All' : TALENT_POOL_STAGE_LABELS[stage]} ({count})
              </Button>
            )
          })}
        </HStack>

        {pool.memberCount === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <FolderKanban />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>No candidates in this pool yet</EmptyState.Title>
                <EmptyState.Description>
                  Find people or resumes and choose “Add to pool” on their card or profile.
                </EmptyState.Description>
              </VStack>
              <LinkButton href="/people" colorPalette="indigo">
                <Search aria-hidden /> Find candidates
              </LinkButton>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : members.length === 0 ? (
          <Text color="fg.muted" role="status">
            Nobody in {filter === 'all' ? 'this pool' : TALENT_POOL_STAGE_LABELS[filter]} yet.
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Candidates">
            {members.map((member) => (
              <PoolMemberRow key={member.id} poolId={pool.id} member={member} />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete “${pool.name}”?`}
        confirmLabel="Delete pool"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={remove.isError ? toUserMessage(remove.error) : null}
        onCancel={() => {
          remove.reset()
          setConfirmDelete(false)
        }}
        onConfirm={() =>
          remove.mutate(pool.id, {
            onSuccess: () => {
              toaster.create({ type: 'success', title: `Talent pool “${pool.name}” deleted` })
              router.history.push('/talent-pools')
            },
          })
        }
      >
        The pool, its {pool.memberCount} {pool.memberCount === 1 ? 'candidate' : 'candidates'} and their notes
        are deleted for everyone in {pool.accountName}. People’s profiles are not affected.
      </ConfirmDialog>
    </Container>
  )
}
