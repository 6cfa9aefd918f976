import {
  Button,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
  type ButtonProps,
} from '@chakra-ui/react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { BellPlus } from 'lucide-react'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_NAME_MAX,
  type JobAlertFrequency,
} from '@/api/job-alerts/job-alert-settings'
import { JOB_ALERT_FREQUENCY_LABELS } from './alert-frequency-labels'
import { JOB_ALERT_TEXTS } from '@/api/job-alerts/job-alert-messages'
import { describeAlertQuery } from '@/api/job-alerts/job-alert-query'
import { toaster } from '@/components/ui/toaster'
import { isApiError } from '@/lib/api-client/api-error'
import {
  alertQueryFromSearch,
  defaultAlertName,
  type JobSearchParams,
} from '@/entities/job-alert/alert-from-search'
import { useCreateJobAlert } from '@/entities/job-alert/job-alerts'
import { useIsSignedIn } from '@/lib/session/use-session'

export const SIGN_IN_FOR_ALERTS = 'Please sign in to create job alerts'

type Props = {
  /** The /jobs page's current search params (search, location, skills, employmentType, … as in the URL). */
  search: JobSearchParams
} & Omit<ButtonProps, 'onClick' | 'children'>

/**
 * "Create alert" for the current /jobs search: saves it as a job alert that mails new matches (POST
 * /api/Job/alerts). Signed-out visitors are sent to sign in and back; a search without any criterion cannot
 * be saved (there would be nothing to match).
 */
export function CreateAlertButton({ search, ...buttonProps }: Props) {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const here = useRouterState({ select: (s) => s.location.href })
  const query = useMemo(() => alertQueryFromSearch(search), [search])
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily')
  const [error, setError] = useState<string | null>(null)
  const create = useCreateJobAlert()
  const nameRef = useRef<HTMLInputElement>(null)

  const start = () => {
    if (!signedIn) {
      toaster.create({ type: 'info', title: SIGN_IN_FOR_ALERTS })
      void navigate({ to: '/login', search: { redirect: here } })
      return
    }
    if (!query) return
    setName(defaultAlertName(query, JOB_ALERT_NAME_MAX))
    setFrequency('daily')
    setError(null)
    setOpen(true)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!query) return
    const trimmed = name.trim()
    if (!trimmed) return setError('Name is required')
    create.mutate(
      { name: trimmed, query, frequency },
      {
        onSuccess: () => {
          setOpen(false)
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

  const empty = signedIn && !query
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        {...buttonProps}
        onClick={start}
        disabled={empty || buttonProps.disabled}
        title={empty ? JOB_ALERT_TEXTS.emptyQuery : undefined}
      >
        <BellPlus aria-hidden /> Create alert
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => {
          if (!event.open && !create.isPending) setOpen(false)
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
                    We&apos;ll email you new jobs matching: {query ? describeAlertQuery(query) : ''}
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
                <Button variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
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
    </>
  )
}
