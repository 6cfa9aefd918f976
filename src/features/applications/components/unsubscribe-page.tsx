import { Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { JOB_ALERT_TEXTS } from '@/api/job-alerts/job-alert-messages'
import { JobAlertUnsubscribeResultSchema } from '@/api/job-alerts/job-alert'
import { apiRequest } from '@/lib/api-client/api-client'
import { isApiError } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { MessageCard, PageContainer } from './page-states'

function UnsubscribeFailure({ error }: { error: unknown }) {
  const invalid = isApiError(error) && error.statusCode >= 400 && error.statusCode < 500
  const offline = isOfflineFailure(error)
  const title = invalid ? 'Link not valid' : offline ? "You're offline" : 'Could not unsubscribe'
  return (
    <MessageCard title={title} action={{ label: 'Manage job alerts', href: '/alerts' }}>
      {invalid
        ? JOB_ALERT_TEXTS.unsubscribeInvalid
        : offline
          ? 'Unsubscribing needs a connection. Open the link again once you are back online.'
          : 'Something went wrong on our side. Please open the link again in a little while.'}
    </MessageCard>
  )
}

/**
 * /alerts/unsubscribe?token=…: the link in every alert mail. Works signed out; the token pauses the alert once.
 * A query (not an effect) so a re-render never sends it twice; it is never retried (the token is single-use).
 */
export function UnsubscribePage({ token }: { token: string }) {
  const query = useQuery({
    queryKey: ['job-alert-unsubscribe', token],
    queryFn: () =>
      apiRequest('/Job/alerts/unsubscribe', { query: { token }, schema: JobAlertUnsubscribeResultSchema }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return (
    <PageContainer maxW="xl">
      {token === '' ? (
        <MessageCard title="Unsubscribe" action={{ label: 'Manage job alerts', href: '/alerts' }}>
          {JOB_ALERT_TEXTS.unsubscribeInvalid}
        </MessageCard>
      ) : query.isPending ? (
        <Stack align="center" py="16" role="status" gap="3">
          <Spinner size="lg" color="indigo.solid" />
          <Text color="fg.muted">Unsubscribing…</Text>
        </Stack>
      ) : query.isError ? (
        <UnsubscribeFailure error={query.error} />
      ) : (
        <MessageCard title="You're unsubscribed" action={{ label: 'Manage job alerts', href: '/alerts' }}>
          {JOB_ALERT_TEXTS.unsubscribed(query.data.name)} The alert is paused — you can resume it any time
          from your job alerts.
        </MessageCard>
      )}
    </PageContainer>
  )
}
