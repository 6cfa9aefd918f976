import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { JOB_ALERT_TEXTS } from '@/api/job-alerts/job-alert-messages'
import { MAX_JOB_ALERTS } from '@/api/job-alerts/job-alert-settings'
import type { JobAlert } from '@/api/job-alerts/job-alert'
import type { JobAlertUpdateInput } from '@/api/job-alerts/job-alert-input'
import { EmptyState } from '@/entities/application/empty-state'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { isApiError } from '@/lib/api-client/api-error'
import { useDeleteJobAlert, useJobAlerts, useUpdateJobAlert } from '@/entities/job-alert/job-alerts'
import { AlertRow } from './alert-row'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError, PageContainer, PageSkeleton } from './page-states'

const failure = (error: unknown) =>
  toaster.create({
    type: 'error',
    title: 'That did not work',
    description: isApiError(error) && error.statusCode < 500 ? error.message : 'Please try again.',
  })

/** /alerts: the saved searches that mail new jobs — pause, resume, change how often, delete. */
export function AlertsPage() {
  const query = useJobAlerts()
  const update = useUpdateJobAlert()
  const remove = useDeleteJobAlert()
  const [deleting, setDeleting] = useState<JobAlert | null>(null)

  const change = (alert: JobAlert, input: JobAlertUpdateInput, success: string) =>
    update.mutate(
      { id: alert.id, input },
      { onSuccess: () => toaster.create({ type: 'success', title: success }), onError: failure },
    )

  let content
  if (query.isPending) content = <PageSkeleton rows={2} />
  else if (query.isError)
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} what="your job alerts" />
  else if (query.data.items.length === 0)
    content = (
      <EmptyState
        title="No job alerts yet"
        description="Search for jobs, then choose “Create alert” to get new matches by email — instantly, daily or weekly."
        action={{ label: 'Search jobs', href: '/jobs' }}
      />
    )
  else
    content = (
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {query.data.items.length} of {MAX_JOB_ALERTS} alerts
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {query.data.items.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              busy={
                (update.isPending && update.variables.id === alert.id) ||
                (remove.isPending && remove.variables === alert.id)
              }
              onToggle={(a) =>
                a.status === 'paused'
                  ? change(a, { status: 'active' }, JOB_ALERT_TEXTS.resumed)
                  : change(a, { status: 'paused' }, JOB_ALERT_TEXTS.paused)
              }
              onFrequency={(a, frequency) => change(a, { frequency }, JOB_ALERT_TEXTS.updated)}
              onDelete={setDeleting}
            />
          ))}
        </Stack>
      </Stack>
    )

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <HStack justify="space-between" align="flex-end" gap="4" flexWrap="wrap">
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Job alerts
            </Heading>
            <Text color="fg.muted" mt="1">
              New jobs that match your saved searches, straight to your inbox.
            </Text>
          </Box>
          <LinkButton href="/jobs" variant="outline" size="sm">
            New search
          </LinkButton>
        </HStack>
        {content}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this job alert?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => toaster.create({ type: 'success', title: JOB_ALERT_TEXTS.deleted }),
            onError: failure,
            onSettled: () => setDeleting(null),
          })
        }}
      >
        {deleting
          ? `You will stop getting mails for "${deleting.name}". To pause them instead, choose Pause.`
          : ''}
      </ConfirmDialog>
    </PageContainer>
  )
}
