import { Badge, Button, Card, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from '@/api/job-alerts/job-alert-settings'
import { JOB_ALERT_FREQUENCY_LABELS } from '@/entities/job-alert/alert-frequency-labels'
import { alertQueryToSearchParams, describeAlertQuery } from '@/api/job-alerts/job-alert-query'
import type { JobAlert } from '@/api/job-alerts/job-alert'
import { AppLink } from '@/components/ui/app-link'
import { formatRelativeDate } from '@/lib/dates'

type Props = {
  alert: JobAlert
  busy: boolean
  onToggle: (alert: JobAlert) => void
  onFrequency: (alert: JobAlert, frequency: JobAlertFrequency) => void
  onDelete: (alert: JobAlert) => void
}

export const searchHref = (alert: JobAlert) =>
  `/jobs?${new URLSearchParams(alertQueryToSearchParams(alert.query)).toString()}`

/** One saved search: what it looks for, how often it mails, and its controls. */
export function AlertRow({ alert, busy, onToggle, onFrequency, onDelete }: Props) {
  const paused = alert.status === 'paused'
  return (
    <Card.Root as="li" variant="outline" data-testid="alert-row">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
          <Stack gap="0.5" minW="0">
            <HStack gap="2">
              <Text fontWeight="semibold" truncate>
                {alert.name}
              </Text>
              <Badge colorPalette={paused ? 'gray' : 'green'} variant="subtle">
                {paused ? 'Paused' : 'Active'}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {describeAlertQuery(alert.query)} ·{' '}
              <AppLink href={searchHref(alert)} color="indigo.fg">
                See matching jobs
              </AppLink>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {alert.lastSentAt
                ? `Last mail ${formatRelativeDate(alert.lastSentAt).toLowerCase()}`
                : 'No mail sent yet'}
            </Text>
          </Stack>
          <Stack direction={{ base: 'row' }} gap="2" align="center" flexWrap="wrap">
            <NativeSelect.Root size="sm" w="36" disabled={busy}>
              <NativeSelect.Field
                aria-label={`How often to mail "${alert.name}"`}
                value={alert.frequency}
                onChange={(e) => {
                  const next = JOB_ALERT_FREQUENCIES.find((f) => f === e.target.value)
                  if (next && next !== alert.frequency) onFrequency(alert, next)
                }}
              >
                {JOB_ALERT_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {JOB_ALERT_FREQUENCY_LABELS[frequency]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline" onClick={() => onToggle(alert)} disabled={busy}>
              {paused ? 'Resume' : 'Pause'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => onDelete(alert)}
              disabled={busy}
              aria-label={`Delete "${alert.name}"`}
            >
              Delete
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
