import {
  Alert,
  Field,
  HStack,
  NativeSelect,
  SegmentGroup,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { RESUME_TEXT_MAX_CHARS } from '@/api/ai-tools/resume-source'
import type { Resume } from '@/api/resumes/resume-record'
import { AppLink } from '@/components/ui/app-link'
import { ownedResumesQueryOptions } from '@/entities/resume/api/resume-queries'
import { jsonResumeToText } from '@/lib/ai-engine/resume-to-text'
import { useSession } from '@/lib/session/use-session'

/**
 * The resume a tool reads: one of the signed-in user's saved resumes (from the persisted cache, so it is there
 * offline too) or pasted text. `text` is always filled — the page can run the built-in engine on the device —
 * and `resumeId` lets the server read the saved resume itself, as the caller may see it.
 */
export type PickedResume =
  { kind: 'saved'; resumeId: string; name: string; text: string } | { kind: 'pasted'; text: string }

type Mode = 'saved' | 'pasted'

type Props = {
  value: PickedResume | null
  onChange: (value: PickedResume | null) => void
  /** A saved resume to start with (e.g. ?resumeId= from a resume page's "Score this resume"). */
  initialResumeId?: string | undefined
  /** The label of the whole control. */
  label?: string
}

const savedOf = (resume: Resume): PickedResume => ({
  kind: 'saved',
  resumeId: resume.id,
  name: resume.name,
  text: jsonResumeToText(resume.resume),
})

export function ResumeSourcePicker({ value, onChange, initialResumeId, label = 'Resume' }: Props) {
  const viewerId = useSession((s) => (s.token && s.user ? s.user.id : null))
  const [mode, setMode] = useState<Mode>(viewerId ? 'saved' : 'pasted')
  const [pasted, setPasted] = useState(value?.kind === 'pasted' ? value.text : '')
  const effectiveMode: Mode = viewerId ? mode : 'pasted'

  const switchTo = (next: Mode) => {
    setMode(next)
    onChange(next === 'pasted' ? (pasted.trim() ? { kind: 'pasted', text: pasted } : null) : null)
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{label}</Text>
        {viewerId ? (
          <SegmentGroup.Root
            size="sm"
            value={effectiveMode}
            onValueChange={(e) => switchTo(e.value as Mode)}
            aria-label="Resume source"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'saved', label: 'My saved resumes' },
                { value: 'pasted', label: 'Paste text' },
              ]}
            />
          </SegmentGroup.Root>
        ) : null}
      </HStack>
      {effectiveMode === 'saved' && viewerId ? (
        <SavedResumeSelect
          viewerId={viewerId}
          value={value?.kind === 'saved' ? value.resumeId : ''}
          initialResumeId={initialResumeId}
          onChange={onChange}
        />
      ) : (
        <PastedText
          text={pasted}
          signedIn={viewerId !== null}
          onChange={(text) => {
            setPasted(text)
            onChange(text.trim() ? { kind: 'pasted', text } : null)
          }}
        />
      )}
    </Stack>
  )
}

function SavedResumeSelect({
  viewerId,
  value,
  initialResumeId,
  onChange,
}: {
  viewerId: string
  value: string
  initialResumeId: string | undefined
  onChange: (value: PickedResume | null) => void
}) {
  const id = useId()
  const query = useQuery(ownedResumesQueryOptions(viewerId))
  const resumes = useMemo(() => query.data ?? [], [query.data])

  // Start with the asked-for resume, else the master (the default one), else the first.
  useEffect(() => {
    if (value || resumes.length === 0) return
    const first =
      resumes.find((r) => r.id === initialResumeId) ?? resumes.find((r) => r.isMaster) ?? resumes[0]
    if (first) onChange(savedOf(first))
  }, [value, resumes, initialResumeId, onChange])

  if (query.isPending)
    return <Skeleton height="10" borderRadius="md" aria-busy="true" aria-label="Loading your resumes" />
  if (query.isError && !query.data)
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Description>
          Your saved resumes could not be loaded{query.error ? ' right now' : ''}. Paste the text instead, or
          try again later.
        </Alert.Description>
      </Alert.Root>
    )
  if (resumes.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        You have no saved resumes yet. <AppLink href="/resumes/new">Create one</AppLink> or paste the text
        instead.
      </Text>
    )
  return (
    <Field.Root ids={{ control: id }}>
      <Field.Label srOnly>Saved resume</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(e) => {
            const picked = resumes.find((r) => r.id === e.currentTarget.value)
            onChange(picked ? savedOf(picked) : null)
          }}
        >
          {resumes.map((resume) => (
            <option key={resume.id} value={resume.id}>
              {resume.name}
              {resume.isMaster ? ' (master)' : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>Saved on this device too, so tools that run here work offline.</Field.HelperText>
    </Field.Root>
  )
}

function PastedText({
  text,
  signedIn,
  onChange,
}: {
  text: string
  signedIn: boolean
  onChange: (text: string) => void
}) {
  const id = useId()
  return (
    <Field.Root ids={{ control: id }}>
      <Field.Label>Resume text</Field.Label>
      <Textarea
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
        rows={10}
        maxLength={RESUME_TEXT_MAX_CHARS}
        placeholder="Paste the text of a resume: name, contact details, summary, experience, education, skills…"
      />
      <Field.HelperText>
        {signedIn ? (
          'Pasted text is only read for this result; it is not saved.'
        ) : (
          <>
            Pasted text is only read for this result. <AppLink href="/login">Sign in</AppLink> to use your
            saved resumes.
          </>
        )}
      </Field.HelperText>
    </Field.Root>
  )
}
