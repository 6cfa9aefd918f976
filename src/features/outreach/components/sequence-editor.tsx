import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Plus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { Sequence } from '@/api/outreach/outreach'
import { MAX_STEPS, OUTREACH_TEXTS } from '@/api/outreach/outreach-fields'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useSaveSequence } from '../api/outreach-api'
import {
  checkSequence,
  emptyStep,
  newSequenceValues,
  valuesOf,
  type SequenceErrors,
  type SequenceValues,
} from '../lib/sequence-form'
import { PreviewPanel } from './preview-panel'
import { SequenceSettings } from './sequence-settings'
import { StepFields } from './step-fields'
import { VariablesHelp } from './variables-help'

type Props = { sequence: Sequence | null; onSaved: (sequence: Sequence) => void; onCancel: () => void }

/** The sequence editor: settings, the steps in order (delay, subject, message), variables help and a preview. */
export function SequenceEditor({ sequence, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<SequenceValues>(() =>
    sequence ? valuesOf(sequence) : newSequenceValues(),
  )
  const [errors, setErrors] = useState<SequenceErrors>({})
  const save = useSaveSequence()
  const set = <K extends keyof SequenceValues>(key: K, value: SequenceValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors({})
  }
  const setStep = (index: number, step: SequenceValues['steps'][number]) =>
    set(
      'steps',
      values.steps.map((current, i) => (i === index ? step : current)),
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkSequence(values)
    if ('errors' in checked) {
      setErrors(checked.errors)
      return
    }
    save.mutate(
      { id: sequence?.id ?? null, input: checked.input },
      {
        onSuccess: (saved) => {
          toaster.create({
            type: 'success',
            title: sequence ? OUTREACH_TEXTS.updated : OUTREACH_TEXTS.created,
          })
          onSaved(saved)
        },
      },
    )
  }
  const currentSteps = () => {
    const checked = checkSequence(values)
    if ('errors' in checked) {
      setErrors(checked.errors)
      return null
    }
    return checked.input.steps
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sequence editor">
      <Stack gap="5">
        <SequenceSettings values={values} errors={errors} set={set} />
        <Stack gap="3">
          {values.steps.map((step, index) => (
            <StepFields
              key={index}
              index={index}
              step={step}
              errors={errors}
              onChange={(next) => setStep(index, next)}
              onRemove={
                values.steps.length > 1
                  ? () =>
                      set(
                        'steps',
                        values.steps.filter((_, i) => i !== index),
                      )
                  : null
              }
            />
          ))}
          {errors.steps ? (
            <Text color="fg.error" role="alert">
              {errors.steps}
            </Text>
          ) : null}
          <div>
            <Button
              variant="outline"
              onClick={() => set('steps', [...values.steps, emptyStep(false)])}
              disabled={values.steps.length >= MAX_STEPS}
            >
              <Plus /> Add step
            </Button>
          </div>
        </Stack>
        <VariablesHelp />
        {sequence ? <PreviewPanel sequenceId={sequence.id} steps={currentSteps} /> : null}
        {save.isError ? (
          <Text color="fg.error" role="alert">
            {toUserMessage(save.error)}
          </Text>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="indigo" loading={save.isPending}>
            Save sequence
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
