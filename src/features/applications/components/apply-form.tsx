import { Alert, Button, Field, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react'
import { useRef, useState, type FormEvent } from 'react'
import { COVER_LETTER_MAX } from '@/api/applications/apply-input'
import type { ScreeningQuestion } from '@/api/applications/screening-questions'
import { useIsOnline } from '@/lib/online-state'
import { hasErrors, validateApply, type ApplyDraft, type ApplyErrors } from '../lib/apply-validation'
import { CvDropzone } from './cv-dropzone'
import { ScreeningQuestionFields } from './screening-question-fields'

export const OFFLINE_APPLY_MESSAGE =
  "You're offline. Sending an application needs a connection — everything you entered stays here, so you can send it once you're back online."

type Props = {
  questions: readonly ScreeningQuestion[]
  submitting: boolean
  /** A server or network problem to show above the button (the form keeps its content). */
  submitError: string | null
  onSubmit: (draft: ApplyDraft) => void
}

const EMPTY_ERRORS: ApplyErrors = { answers: {} }

/** CV, cover letter and screening answers, validated before anything is sent. */
export function ApplyForm({ questions, submitting, submitError, onSubmit }: Props) {
  const online = useIsOnline()
  const [draft, setDraft] = useState<ApplyDraft>({ cv: null, coverLetter: '', answers: {} })
  const [errors, setErrors] = useState<ApplyErrors>(EMPTY_ERRORS)
  const [offlineTried, setOfflineTried] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateApply(draft, questions)
    setErrors(found)
    if (hasErrors(found)) {
      // Focus the first field that needs attention, in the order they appear.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] [role="button"]')
          ?.focus(),
      )
      return
    }
    if (!online) {
      setOfflineTried(true)
      return
    }
    setOfflineTried(false)
    onSubmit(draft)
  }

  const letterLength = draft.coverLetter.length
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Application">
      <Stack gap="6">
        <CvDropzone
          file={draft.cv}
          error={errors.cv}
          disabled={submitting}
          onChange={(cv, error) => {
            setDraft((d) => ({ ...d, cv }))
            setErrors((e) => ({ ...e, cv: error }))
          }}
        />

        <Field.Root invalid={Boolean(errors.coverLetter) || letterLength > COVER_LETTER_MAX}>
          <Field.Label>Cover letter</Field.Label>
          <Textarea
            value={draft.coverLetter}
            onChange={(e) => {
              const coverLetter = e.target.value
              setDraft((d) => ({ ...d, coverLetter }))
              if (errors.coverLetter && coverLetter.trim().length <= COVER_LETTER_MAX)
                setErrors((prev) => ({ ...prev, coverLetter: undefined }))
            }}
            rows={8}
            placeholder="Why this role, and why you? A few short paragraphs are plenty."
            disabled={submitting}
            aria-describedby="cover-letter-count"
          />
          <HStack justify="space-between" w="full">
            {errors.coverLetter ? (
              <Field.ErrorText>{errors.coverLetter}</Field.ErrorText>
            ) : (
              <Field.HelperText>Optional, but recruiters read it.</Field.HelperText>
            )}
            <Text
              id="cover-letter-count"
              fontSize="xs"
              color={letterLength > COVER_LETTER_MAX ? 'fg.error' : 'fg.muted'}
              aria-live={letterLength > COVER_LETTER_MAX - 200 ? 'polite' : 'off'}
            >
              {letterLength.toLocaleString('en-US')} / {COVER_LETTER_MAX.toLocaleString('en-US')}
            </Text>
          </HStack>
        </Field.Root>

        {questions.length > 0 ? (
          <ScreeningQuestionFields
            questions={questions}
            values={draft.answers}
            errors={errors.answers}
            disabled={submitting}
            onChange={(id, value) => {
              setDraft((d) => ({ ...d, answers: { ...d.answers, [id]: value } }))
              if (errors.answers[id] && value.trim() !== '')
                setErrors((prev) => {
                  const answers = { ...prev.answers }
                  delete answers[id]
                  return { ...prev, answers }
                })
            }}
          />
        ) : null}

        {!online || offlineTried ? (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Description>{OFFLINE_APPLY_MESSAGE}</Alert.Description>
          </Alert.Root>
        ) : null}
        {submitError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{submitError}</Alert.Description>
          </Alert.Root>
        ) : null}

        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
          <Button
            type="submit"
            colorPalette="indigo"
            size="lg"
            disabled={submitting}
            w={{ base: 'full', sm: 'auto' }}
          >
            {submitting ? (
              <>
                <Spinner size="sm" /> Sending application…
              </>
            ) : (
              'Submit application'
            )}
          </Button>
          {submitting ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              Uploading your CV — keep this page open.
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </form>
  )
}
