import { Box, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trash2 } from 'lucide-react'
import { BODY_MAX, SUBJECT_MAX } from '@/api/outreach/outreach-fields'
import type { SequenceErrors, StepValues } from '../lib/sequence-form'

type Props = {
  index: number
  step: StepValues
  errors: SequenceErrors
  onChange: (step: StepValues) => void
  onRemove: (() => void) | null
}

/** One step: how long after the previous one (after enrolment for the first), its subject and its message. */
export function StepFields({ index, step, errors, onChange, onRemove }: Props) {
  const id = `outreach-step-${index}`
  const set = (key: keyof StepValues, value: string) => onChange({ ...step, [key]: value })
  const delayError = errors[`steps.${index}.delayHours`]
  return (
    <Box
      as="fieldset"
      aria-label={`Step ${index + 1}`}
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.panel"
    >
      <HStack justify="space-between" mb="3">
        <Text fontWeight="semibold" aria-hidden>
          Step {index + 1}
        </Text>
        {onRemove ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={onRemove}
            aria-label={`Remove step ${index + 1}`}
          >
            <Trash2 /> Remove
          </Button>
        ) : null}
      </HStack>
      <Stack gap="3">
        <HStack gap="3" align="start" flexWrap="wrap">
          <Field.Root id={`${id}-days`} invalid={Boolean(delayError)} w="auto">
            <Field.Label>
              {index === 0 ? 'Wait after enrolling (days)' : 'Wait after previous step (days)'}
            </Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={90}
              w="28"
              value={step.days}
              onChange={(e) => set('days', e.target.value)}
            />
          </Field.Root>
          <Field.Root id={`${id}-hours`} invalid={Boolean(delayError)} w="auto">
            <Field.Label>and hours</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={23}
              w="24"
              value={step.hours}
              onChange={(e) => set('hours', e.target.value)}
            />
          </Field.Root>
        </HStack>
        {delayError ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {delayError}
          </Text>
        ) : null}
        <Field.Root id={`${id}-subject`} invalid={Boolean(errors[`steps.${index}.subject`])} required>
          <Field.Label>
            Subject <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={step.subject}
            maxLength={SUBJECT_MAX}
            onChange={(e) => set('subject', e.target.value)}
          />
          <Field.ErrorText>{errors[`steps.${index}.subject`]}</Field.ErrorText>
        </Field.Root>
        <Field.Root id={`${id}-body`} invalid={Boolean(errors[`steps.${index}.body`])} required>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={step.body}
            maxLength={BODY_MAX}
            rows={6}
            onChange={(e) => set('body', e.target.value)}
            placeholder={'Hi {{ firstName }},\n\nI came across your profile…'}
          />
          <Field.ErrorText>{errors[`steps.${index}.body`]}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Box>
  )
}
