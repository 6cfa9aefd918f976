import { Button, Field, Stack, Text, Textarea, Wrap } from '@chakra-ui/react'
import { useState } from 'react'
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGE_MOVES,
  APPLICATION_PIPELINE,
  type ApplicationStage,
} from '@/api/applications/application-stages'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import { NOTE_MAX } from '@/api/applications/application-actions'
import { toaster } from '@/components/ui/toaster'
import { isApiError } from '@/lib/api-client/api-error'
import { useMoveStage } from '../api/review'

const moveLabel = (from: ApplicationStage, to: ApplicationStage) => {
  if (to === 'rejected') return 'Reject'
  if (to === 'hired') return 'Mark as hired'
  const back = APPLICATION_PIPELINE.indexOf(to) < APPLICATION_PIPELINE.indexOf(from)
  return `${back ? 'Back to' : 'Move to'} ${APPLICATION_STAGE_LABELS[to]}`
}

const nextStep = (stage: ApplicationStage) => APPLICATION_PIPELINE[APPLICATION_PIPELINE.indexOf(stage) + 1]

/** Buttons for exactly the moves the contract allows from the current stage, with an optional note. */
export function StageMoveControls({
  jobId,
  applicationId,
  stage,
}: {
  jobId: string
  applicationId: string
  stage: ApplicationStage
}) {
  const [note, setNote] = useState('')
  const move = useMoveStage(jobId)
  const targets = APPLICATION_STAGE_MOVES[stage]
  if (targets.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {APPLICATION_STAGE_LABELS[stage]} is a final stage: no further moves.
      </Text>
    )
  }
  const go = (to: ApplicationStage) => {
    const trimmed = note.trim()
    move.mutate(
      { id: applicationId, input: trimmed ? { stage: to, note: trimmed } : { stage: to } },
      {
        onSuccess: () => {
          setNote('')
          toaster.create({ type: 'success', title: APPLICATION_TEXTS.stageMoved(to) })
        },
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: APPLICATION_TEXTS.stageRefused,
            description: isApiError(error) && error.statusCode < 500 ? error.message : 'Please try again.',
          }),
      },
    )
  }
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label fontSize="sm">Note with the move (optional, never shown to the applicant)</Field.Label>
        <Textarea
          size="sm"
          rows={2}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          disabled={move.isPending}
        />
      </Field.Root>
      <Wrap gap="2" role="group" aria-label="Move to stage">
        {targets.map((to) => (
          <Button
            key={to}
            size="sm"
            // The usual next step stands out; skips, steps back and rejection are there but quieter.
            variant={to === nextStep(stage) ? 'solid' : 'outline'}
            colorPalette={to === 'rejected' ? 'red' : 'indigo'}
            loading={move.isPending && move.variables.input.stage === to}
            disabled={move.isPending}
            onClick={() => go(to)}
          >
            {moveLabel(stage, to)}
          </Button>
        ))}
      </Wrap>
    </Stack>
  )
}
