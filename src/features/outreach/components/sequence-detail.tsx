import { Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react'
import { ArrowLeft, Trash2, UserPlus } from 'lucide-react'
import { useState } from 'react'
import type { Sequence } from '@/api/outreach/outreach'
import { OUTREACH_TEXTS } from '@/api/outreach/outreach-fields'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useDeleteSequence } from '../api/outreach-api'
import { EnrolDialog } from './enrol-dialog'
import { EnrolmentList } from './enrolment-list'
import { SequenceEditor } from './sequence-editor'
import { SequenceResults } from './sequence-results'

type Props = { sequence: Sequence; onBack: () => void }

/** One sequence: its results, the people enrolled (with Enrol), and its steps in the editor. */
export function SequenceDetail({ sequence, onBack }: Props) {
  const [tab, setTab] = useState<'people' | 'steps'>('people')
  const [enrolling, setEnrolling] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const remove = useDeleteSequence()
  return (
    <Stack gap="5">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft /> All sequences
        </Button>
      </div>
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {sequence.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {sequence.steps.length} {sequence.steps.length === 1 ? 'step' : 'steps'} ·{' '}
            {sequence.windowStartHour}:00–
            {sequence.windowEndHour}:00 {sequence.timeZone}
            {sequence.weekdaysOnly ? ', weekdays' : ''} · at most {sequence.dailyCap} a day
          </Text>
        </Stack>
        <HStack gap="2">
          <Button colorPalette="indigo" onClick={() => setEnrolling(true)}>
            <UserPlus /> Enrol candidates
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => setDeleting(true)}
            aria-label="Delete sequence"
          >
            <Trash2 />
          </Button>
        </HStack>
      </HStack>
      <SequenceResults results={sequence.results} />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as 'people' | 'steps')} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="people">People</Tabs.Trigger>
          <Tabs.Trigger value="steps">Steps</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="people">
          <EnrolmentList sequenceId={sequence.id} stepCount={sequence.steps.length} />
        </Tabs.Content>
        <Tabs.Content value="steps">
          <SequenceEditor
            key={sequence.updatedAt}
            sequence={sequence}
            onSaved={() => setTab('people')}
            onCancel={() => setTab('people')}
          />
        </Tabs.Content>
      </Tabs.Root>
      <EnrolDialog sequenceId={sequence.id} open={enrolling} onClose={() => setEnrolling(false)} />
      <ConfirmDialog
        open={deleting}
        title="Delete this sequence?"
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.isError ? toUserMessage(remove.error) : null}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(sequence.id, {
            onSuccess: () => {
              toaster.create({ type: 'success', title: OUTREACH_TEXTS.deleted })
              setDeleting(false)
              onBack()
            },
          })
        }
      >
        Its steps stop for everyone enrolled. Mail already sent stays sent.
      </ConfirmDialog>
    </Stack>
  )
}
