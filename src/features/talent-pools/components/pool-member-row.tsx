import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { MessageSquareText, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { TalentPoolMember } from '@/api/talent-pools/talent-pool'
import {
  POOL_NOTE_MAX,
  TALENT_POOL_STAGE_LABELS,
  TALENT_POOL_STAGES,
  type TalentPoolStage,
} from '@/api/talent-pools/talent-pool-fields'
import { AppLink } from '@/components/ui/app-link'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DateText } from '@/lib/hydration/date-text'
import { toaster } from '@/components/ui/toaster'
import { PersonAvatar } from '@/entities/person/person-avatar'
import {
  useAddPoolNote,
  useMovePoolMember,
  useRemovePoolMember,
} from '@/entities/talent-pool/api/talent-pool-mutations'
import { toUserMessage } from '@/lib/api-client/api-error'
import { STAGE_PALETTE } from '../lib/stage-colors'

const nameParts = (fullName: string) => {
  const [first = '', ...rest] = fullName.split(' ')
  return { firstName: first, lastName: rest.at(-1) ?? '' }
}

/** One candidate of a pool: who, their stage (a select), their notes and removal. */
export function PoolMemberRow({ poolId, member }: { poolId: string; member: TalentPoolMember }) {
  const move = useMovePoolMember()
  const remove = useRemovePoolMember()
  const [notesOpen, setNotesOpen] = useState(false)
  const [confirmRemove, setConfirmRemove] = useState(false)
  const { person } = member
  const changeStage = (stage: TalentPoolStage) =>
    move.mutate(
      { poolId, memberId: member.id, stage },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: `${person.fullName} moved to ${TALENT_POOL_STAGE_LABELS[stage]}`,
          }),
        onError: (error) => toaster.create({ type: 'error', title: toUserMessage(error) }),
      },
    )
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '3', md: '4' }}
      data-testid="pool-member"
      data-stage={member.stage}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
        <HStack gap="3" flex="1" minW="0" align="flex-start">
          <PersonAvatar {...nameParts(person.fullName)} avatar={person.avatar} size="2.75rem" />
          <Stack gap="0.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <AppLink href={`/people/${person.slug || person.id}`} fontWeight="semibold" color="fg">
                {person.fullName}
              </AppLink>
              <Badge colorPalette={STAGE_PALETTE[member.stage]} variant="subtle" size="sm">
                {TALENT_POOL_STAGE_LABELS[member.stage]}
              </Badge>
            </HStack>
            {person.headline ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {person.headline}
              </Text>
            ) : null}
            <Text fontSize="xs" color="fg.muted">
              {person.location ? `${person.location} · ` : ''}in this stage since{' '}
              <DateText value={member.stageChangedAt} />
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" flexShrink={0}>
          <NativeSelect.Root size="sm" width={{ base: 'full', md: '9.5rem' }} disabled={move.isPending}>
            <NativeSelect.Field
              aria-label={`Stage of ${person.fullName}`}
              value={member.stage}
              onChange={(e) => changeStage(e.target.value as TalentPoolStage)}
            >
              {TALENT_POOL_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {TALENT_POOL_STAGE_LABELS[stage]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant={notesOpen ? 'subtle' : 'outline'}
            aria-expanded={notesOpen}
            aria-controls={`notes-${member.id}`}
            onClick={() => setNotesOpen((open) => !open)}
          >
            <MessageSquareText aria-hidden /> Notes
            {member.notes.length > 0 ? ` (${member.notes.length})` : ''}
          </Button>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove ${person.fullName} from the pool`}
            onClick={() => setConfirmRemove(true)}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </HStack>
      </Stack>
      {notesOpen ? <MemberNotes poolId={poolId} member={member} /> : null}
      <ConfirmDialog
        open={confirmRemove}
        title={`Remove ${person.fullName}?`}
        confirmLabel="Remove"
        busyLabel="Removing…"
        busy={remove.isPending}
        error={remove.isError ? toUserMessage(remove.error) : null}
        onCancel={() => {
          remove.reset()
          setConfirmRemove(false)
        }}
        onConfirm={() =>
          remove.mutate(
            { poolId, memberId: member.id },
            {
              onSuccess: () => {
                setConfirmRemove(false)
                toaster.create({ type: 'success', title: `${person.fullName} removed from the pool` })
              },
            },
          )
        }
      >
        Their stage and notes in this pool go with them. Their profile is not affected.
      </ConfirmDialog>
    </Box>
  )
}

function MemberNotes({ poolId, member }: { poolId: string; member: TalentPoolMember }) {
  const add = useAddPoolNote()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    add.mutate({ poolId, memberId: member.id, text }, { onSuccess: () => setText('') })
  }
  return (
    <Stack id={`notes-${member.id}`} gap="3" mt="3" pt="3" borderTopWidth="1px">
      {member.notes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No notes yet.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={`Notes on ${member.person.fullName}`}>
          {member.notes.map((note) => (
            <Box as="li" key={note.id} fontSize="sm">
              <Text whiteSpace="pre-line">{note.text}</Text>
              <Text fontSize="xs" color="fg.muted">
                {note.authorName} · <DateText value={note.createdAt} />
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <Stack as="form" gap="2" onSubmit={submit} aria-label={`Add a note on ${member.person.fullName}`}>
        <Field.Root invalid={add.isError}>
          <Field.Label srOnly>Note</Field.Label>
          <Textarea
            value={text}
            rows={2}
            maxLength={POOL_NOTE_MAX}
            placeholder="Add a note for your team"
            onChange={(e) => {
              add.reset()
              setText(e.currentTarget.value)
            }}
          />
          {add.isError ? <Field.ErrorText>{toUserMessage(add.error)}</Field.ErrorText> : null}
        </Field.Root>
        <Button
          type="submit"
          size="sm"
          alignSelf="flex-start"
          loading={add.isPending}
          disabled={!text.trim()}
        >
          Add note
        </Button>
      </Stack>
    </Stack>
  )
}
