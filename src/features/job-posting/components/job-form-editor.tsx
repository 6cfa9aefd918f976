import { Alert, Card, Stack } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { JobDraft } from '@/api/job-import'
import type { Job } from '@/api/jobs/job-full'
import { AppLink } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { refreshJobData, rememberJob } from '../api/job-posting-keys'
import { createJob, updateJob } from '../api/save-job'
import { applyImportedDraft, type ImportResult } from '../lib/apply-import'
import { draftKey } from '../lib/draft-store'
import { EMPTY_JOB_FORM, formValuesFromJob, type JobFormValues } from '../lib/job-form-values'
import { formErrorsFromServer } from '../lib/server-errors'
import { submitJobForm, type SubmitIntent } from '../lib/submit-job-form'
import { useJobFormState } from '../lib/use-job-form-state'
import { validateJobForm, type JobFormErrors } from '../lib/validate-job-form'
import { ImportSummary } from './import-summary'
import { JobFormActions } from './job-form-actions'
import { JobFormFields } from './job-form-fields'
import { JobImportPanel } from './job-import-panel'
import { LeaveFormDialog } from './leave-form-dialog'
import { RestoredDraftBanner } from './restored-draft-banner'

export const NO_COMPANY_MESSAGE = 'Create a company profile before posting jobs'

type Props = {
  /** The server's copy (continue a draft, edit), or null for a new job. */
  job: Job | null
  userId: string
  /** Offer "Start from a file / a link" (the create pages). */
  allowImport: boolean
}

/**
 * The job form with everything around it: import and its summary, local autosave and its restore banner,
 * per-field validation with the contract's messages, the server's answer, and a warning before leaving
 * with unsaved changes.
 */
export function JobFormEditor({ job, userId, allowImport }: Props) {
  const baseline = useMemo(() => (job ? formValuesFromJob(job) : EMPTY_JOB_FORM), [job])
  const form = useJobFormState({
    storageKey: draftKey(userId, job?.id ?? null),
    baseline,
    baseUpdatedAt: job?.updatedAt ?? null,
  })
  const [errors, setErrors] = useState<JobFormErrors>({})
  const [errorTick, setErrorTick] = useState(0)
  const [pending, setPending] = useState<SubmitIntent | null>(null)
  const [imported, setImported] = useState<{ result: ImportResult; previous: JobFormValues } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const mustWarn = () => form.dirty && pending === null
  const blocker = useBlocker({ shouldBlockFn: mustWarn, enableBeforeUnload: mustWarn, withResolver: true })

  // After a failed check, focus the first field that says what is wrong (else the form's own message).
  useEffect(() => {
    if (errorTick === 0) return
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')
    target?.focus()
  }, [errorTick])

  useEffect(() => {
    if (imported) summaryRef.current?.focus()
  }, [imported])

  const showErrors = (next: JobFormErrors) => {
    setErrors(next)
    setErrorTick((tick) => tick + 1)
  }

  const onImported = (draft: JobDraft) => {
    const result = applyImportedDraft(form.values, draft)
    setImported({ result, previous: form.values })
    form.replace(result.values)
    setErrors({})
  }

  const submit = async (intent: SubmitIntent) => {
    const check = validateJobForm(form.values, job ? { baseline } : {})
    if (!check.success) return showErrors(check.errors)
    setErrors({})
    setPending(intent)
    try {
      const { job: saved, message } = await submitJobForm(
        { createJob, updateJob },
        { job, input: check.input, values: form.values, baseline, intent },
      )
      form.finish()
      toaster.create({ type: 'success', title: message })
      rememberJob(queryClient, saved)
      // Lists refresh once this form is gone: refetching its own copy now would re-render it mid-navigation.
      await navigate({ href: `/jobs/${saved.id}`, ignoreBlocker: true })
      void refreshJobData(queryClient)
    } catch (error) {
      setPending(null)
      showErrors(formErrorsFromServer(error))
    }
  }

  // The pressed button sets the intent (Enter in a field "clicks" the first one: Save draft, never Publish).
  const intent = useRef<SubmitIntent>('save')
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending === null) void submit(intent.current)
  }

  return (
    <Stack gap="6">
      {form.restoredAt !== null ? (
        <RestoredDraftBanner
          savedAt={form.restoredAt}
          onDiscard={form.discard}
          onDismiss={form.dismissRestored}
        />
      ) : null}
      {allowImport ? <JobImportPanel onImported={onImported} disabled={pending !== null} /> : null}
      {imported ? (
        <ImportSummary
          ref={summaryRef}
          result={imported.result}
          onUndo={() => {
            form.replace(imported.previous)
            setImported(null)
          }}
        />
      ) : null}
      <Card.Root>
        <Card.Body>
          <form
            ref={formRef}
            noValidate
            aria-label={job ? 'Edit job' : 'Post a job'}
            aria-busy={pending !== null}
            onSubmit={onSubmit}
            onBlur={form.flush}
          >
            <Stack gap="8">
              {errors.form ? (
                <Alert.Root status="error" tabIndex={-1} data-form-error role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{errors.form}</Alert.Title>
                    {errors.form === NO_COMPANY_MESSAGE ? (
                      <Alert.Description>
                        <AppLink href="/companies/create" colorPalette="indigo" color="colorPalette.fg">
                          Create your company profile
                        </AppLink>
                        , then come back: this form keeps what you typed.
                      </Alert.Description>
                    ) : null}
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              <JobFormFields
                values={form.values}
                errors={errors}
                onChange={form.patch}
                disabled={pending !== null}
                prefilled={imported ? new Set(imported.result.filled) : undefined}
              />
              <JobFormActions
                job={job}
                pending={pending}
                savedAt={form.savedAt}
                onIntent={(next) => {
                  intent.current = next
                }}
              />
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <LeaveFormDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Stack>
  )
}
