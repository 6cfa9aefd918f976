import { Box, Button, Group, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import { isFinalStage } from '@/api/applications/application-stages'
import type { ApplicantApplication } from '@/api/applications/application-views'
import { EmptyState } from '@/entities/application/empty-state'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { isApiError } from '@/lib/api-client/api-error'
import { useMyApplications } from '@/entities/application/my-applications'
import { useIsOnline } from '@/lib/online-state'
import { useWithdrawApplication } from '../api/withdraw-application'
import { ApplicationRow } from './application-row'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError, PageContainer, PageSkeleton } from './page-states'

type Filter = 'all' | 'open' | 'closed'
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'In progress' },
  { value: 'closed', label: 'Closed' },
]

const matches = (filter: Filter, application: ApplicantApplication) =>
  filter === 'all' || (filter === 'open') !== isFinalStage(application.stage)

/** /applications: every application of the signed-in job seeker, with its stage; readable offline. */
export function MyApplicationsPage() {
  const online = useIsOnline()
  const query = useMyApplications()
  const withdraw = useWithdrawApplication()
  const [filter, setFilter] = useState<Filter>('all')
  const [pending, setPending] = useState<ApplicantApplication | null>(null)

  const confirmWithdraw = () => {
    if (!pending) return
    withdraw.mutate(pending.id, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: APPLICATION_TEXTS.withdrawn })
        setPending(null)
      },
      onError: (error) => {
        toaster.create({
          type: 'error',
          title: 'Could not withdraw',
          description: isApiError(error) && error.statusCode < 500 ? error.message : 'Please try again.',
        })
        setPending(null)
      },
    })
  }

  let content
  if (query.isPending) content = <PageSkeleton rows={3} />
  else if (query.isError && !query.data)
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} what="your applications" />
  else {
    const items = query.data.items
    const shown = items.filter((application) => matches(filter, application))
    const open = items.filter((application) => !isFinalStage(application.stage)).length
    content =
      items.length === 0 ? (
        <EmptyState
          title="No applications yet"
          description="When you apply to a job, it shows up here with its stage — and how long since anything changed."
          action={{ label: 'Browse jobs', href: '/jobs' }}
        />
      ) : (
        <Stack gap="4">
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ sm: 'center' }}
            gap="3"
          >
            <Text color="fg.muted" fontSize="sm">
              {items.length} application{items.length === 1 ? '' : 's'} · {open} in progress
            </Text>
            <Group attached role="group" aria-label="Show">
              {FILTERS.map((option) => (
                <Button
                  key={option.value}
                  size="sm"
                  variant={filter === option.value ? 'solid' : 'outline'}
                  colorPalette={filter === option.value ? 'indigo' : 'gray'}
                  aria-pressed={filter === option.value}
                  onClick={() => setFilter(option.value)}
                >
                  {option.label}
                </Button>
              ))}
            </Group>
          </Stack>
          {shown.length === 0 ? (
            <Text color="fg.muted" py="6" textAlign="center">
              Nothing here with this filter.
            </Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {shown.map((application) => (
                <ApplicationRow key={application.id} application={application} onWithdraw={setPending} />
              ))}
            </Stack>
          )}
          {!online || query.isError ? (
            <Text fontSize="xs" color="fg.muted" role="status">
              {online ? 'Could not refresh.' : "You're offline."} Last checked{' '}
              {new Date(query.dataUpdatedAt).toLocaleString()}.
            </Text>
          ) : null}
        </Stack>
      )
  }

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <HStack justify="space-between" align="flex-end" gap="4" flexWrap="wrap">
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Your applications
            </Heading>
            <Text color="fg.muted" mt="1">
              Where each one stands. Stages change when the employer moves you along.
            </Text>
          </Box>
          <LinkButton href="/jobs" variant="outline" size="sm">
            Find more jobs
          </LinkButton>
        </HStack>
        {content}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title="Withdraw this application?"
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        busy={withdraw.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirmWithdraw}
      >
        {pending
          ? `Your application to ${pending.job.title} at ${pending.job.company} will be removed and the employer will no longer see it. You can apply again later while the job is open.`
          : ''}
      </ConfirmDialog>
    </PageContainer>
  )
}
