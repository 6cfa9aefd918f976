import { Field, Fieldset, Stack, Textarea } from '@chakra-ui/react'
import { ANSWER_MAX } from '@/api/applications/apply-input'
import type { ScreeningQuestion } from '@/api/applications/screening-questions'

type Props = {
  questions: readonly ScreeningQuestion[]
  values: Record<string, string>
  errors: Record<string, string>
  disabled: boolean
  onChange: (questionId: string, value: string) => void
}

/** The job's screening questions, in the owner's order; required ones are marked and checked. */
export function ScreeningQuestionFields({ questions, values, errors, disabled, onChange }: Props) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Screening questions</Fieldset.Legend>
      <Fieldset.HelperText>The employer asks everyone these.</Fieldset.HelperText>
      <Stack gap="5" mt="3">
        {questions.map((question) => (
          <Field.Root key={question.id} invalid={Boolean(errors[question.id])} required={question.required}>
            <Field.Label>
              {question.question} {question.required ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <Textarea
              value={values[question.id] ?? ''}
              onChange={(e) => onChange(question.id, e.target.value)}
              rows={3}
              maxLength={ANSWER_MAX}
              disabled={disabled}
            />
            {errors[question.id] ? <Field.ErrorText>{errors[question.id]}</Field.ErrorText> : null}
          </Field.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  )
}
