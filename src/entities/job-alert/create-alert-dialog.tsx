import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react'
import { useRef, useState, type FormEvent } from 'react'
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_NAME_MAX,
  type JobAlertFrequency,
} from '@/api/job-alerts/job-alert-settings'
import { JOB_ALERT_TEXTS } from '@/api/job-alerts/job-alert-messages'
import { describeAlertQuery, type JobAlertQuery } from '@/api/job-alerts/job-alert-query'
import { toaster } from '@/components/ui/toaster'
import { isApiError } from '@/lib/api-client/api-error'
import { defaultAlertName } from '@/entities/job-alert/alert-from-search'
import { useCreateJobAlert } from '@/entities/job-alert/job-alerts'
import { JOB_ALERT_FREQUENCY_LABELS } from './alert-frequency-labels'

type Props = {
  /** The search to save (never empty: the button does not open the form for an empty search). */
  query: JobAlertQuery
  open: boolean
  onClose: () => void
}

/** The "Create a job alert" form: a name (the search's default) and how often, then POST /api/Job/alerts. */
export function CreateAlertDialog({ query, open, onClose }: Props) {
  const [name, setName] = useState(() => defaultAlertName(query, JOB_ALERT_NAME_MAX))
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily')
  const [error, setError] = useState<string | null>(null)
  const create = useCreateJobAlert()
  const nameRef = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError('Name is required')
    create.mutate(
      { name: trimmed, query, frequency },
      {
        onSuccess: () => {
          onClose()
          toaster.create({
            type: 'success',
            title: JOB_ALERT_TEXTS.created,
            description: 'Manage your alerts from the Job alerts page (/alerts).',
          })
        },
        onError: (err) =>
          setError(
            isApiError(err) && err.statusCode < 500 ? err.message : 'Could not create the alert. Try again.',
          ),
      },
    )
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open && !create.isPending) onClose()
      }}
      initialFocusEl={() => nameRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>Create a job alert</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  We&apos;ll email you new jobs matching: {describeAlertQuery(query)}
                </Text>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>Alert name</Field.Label>
                  <Input
                    ref={nameRef}
                    value={name}
                    maxLength={JOB_ALERT_NAME_MAX}
                    onChange={(e) => {
                      setName(e.target.value)
                      setError(null)
                    }}
                  />
                  {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root>
                  <Field.Label>How often</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={frequency}
                      onChange={(e) =>
                        setFrequency(JOB_ALERT_FREQUENCIES.find((f) => f === e.target.value) ?? 'daily')
                      }
                    >
                      {JOB_ALERT_FREQUENCIES.map((f) => (
                        <option key={f} value={f}>
                          {JOB_ALERT_FREQUENCY_LABELS[f]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="indigo" loading={create.isPending}>
                Create alert
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
