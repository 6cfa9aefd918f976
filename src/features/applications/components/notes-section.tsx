import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import { NOTE_MAX } from '@/api/applications/application-actions'
import type { ApplicationNote } from '@/api/applications/application-views'
import { toaster } from '@/components/ui/toaster'
import { isApiError } from '@/lib/api-client/api-error'
import { formatDate } from '@/lib/dates'
import { useAddNote } from '../api/review'

/** The team's private notes on an applicant (oldest first) and a form to add one. */
export function NotesSection({
  jobId,
  applicationId,
  notes,
}: {
  jobId: string
  applicationId: string
  notes: readonly ApplicationNote[]
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useAddNote(jobId)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = text.trim()
    if (!trimmed) return setError('Note is required')
    add.mutate(
      { id: applicationId, input: { text: trimmed } },
      {
        onSuccess: () => {
          setText('')
          setError(null)
          toaster.create({ type: 'success', title: APPLICATION_TEXTS.noteAdded })
        },
        onError: (err) =>
          setError(
            isApiError(err) && err.statusCode < 500 ? err.message : 'The note could not be saved. Try again.',
          ),
      },
    )
  }
  return (
    <Stack gap="3">
      {notes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No notes yet.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {notes.map((note) => (
            <Stack as="li" key={note.id} gap="0.5" bg="bg.muted" borderRadius="md" p="3">
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {note.text}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {note.author?.name ?? 'Former team member'} · {formatDate(note.createdAt)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack as="form" gap="2" onSubmit={submit} aria-label="Add a note">
        <Field.Root invalid={error !== null}>
          <Field.Label fontSize="sm">Add a note</Field.Label>
          <Textarea
            size="sm"
            rows={3}
            value={text}
            maxLength={NOTE_MAX}
            onChange={(e) => {
              setText(e.target.value)
              if (error) setError(null)
            }}
            disabled={add.isPending}
            placeholder="Only your team sees notes."
          />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <HStack>
          <Button type="submit" size="sm" variant="outline" loading={add.isPending}>
            Add note
          </Button>
        </HStack>
      </Stack>
    </Stack>
  )
}
