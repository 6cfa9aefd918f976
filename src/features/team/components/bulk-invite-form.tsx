import { Badge, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { BULK_INVITE_MAX, type BulkInviteResult } from '@/api/team/team-invitations'
import type { AssignableTeamRole } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import { toaster } from '@/components/ui/toaster'
import { bulkInvite, teamKeys } from '../api/team-calls'
import { serverMessage } from '../lib/server-message'
import { assignableRoleOr } from '../lib/team-role'
import { TeamRoleSelect } from './team-role-select'

function Results({ result }: { result: BulkInviteResult }) {
  return (
    <Stack
      as="ul"
      gap="1"
      listStyleType="none"
      m="0"
      p="0"
      aria-label="Bulk invitation results"
      fontSize="sm"
    >
      {result.results.map((row) => (
        <HStack as="li" key={`${row.row}-${row.email}`} gap="2" align="flex-start">
          <Badge colorPalette={row.status === 'invited' ? 'green' : 'red'}>
            {row.status === 'invited' ? 'Sent' : 'Not sent'}
          </Badge>
          <Text>
            Row {row.row}:{' '}
            {row.status === 'invited' ? row.email : `${row.email || '(empty)'} — ${row.message}`}
          </Text>
        </HStack>
      ))}
    </Stack>
  )
}

/** Many invitations at once from pasted CSV ("email" or "email,role" per line); each row gets its own answer. */
export function BulkInviteForm({ defaultRole }: { defaultRole: string }) {
  const queryClient = useQueryClient()
  const [csv, setCsv] = useState('')
  const [role, setRole] = useState<AssignableTeamRole>(assignableRoleOr(defaultRole))
  const send = useMutation({
    mutationFn: () => bulkInvite({ csv, role }),
    onSuccess: async (result) => {
      toaster.create({
        type: result.failed === 0 ? 'success' : 'warning',
        title: TEAM_TEXTS.bulkInvited(result.invited, result.failed),
      })
      if (result.failed === 0) setCsv('')
      await queryClient.invalidateQueries({ queryKey: teamKeys.all })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate()
  }
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={submit}
      aria-label="Invite several people"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Field.Root required>
        <Field.Label>Email addresses</Field.Label>
        <Textarea
          name="csv"
          rows={4}
          value={csv}
          placeholder={'ana@example.com\nben@example.com,Member'}
          onChange={(e) => setCsv(e.target.value)}
        />
        <Field.HelperText>
          One per line, optionally followed by a comma and a role (Admin, Recruiter or Member). Up to{' '}
          {BULK_INVITE_MAX} at once; you can paste a CSV file's contents.
        </Field.HelperText>
      </Field.Root>
      <Field.Root maxW="xs">
        <Field.Label>Role for rows without one</Field.Label>
        <TeamRoleSelect value={role} onChange={setRole} />
      </Field.Root>
      {send.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {serverMessage(send.error, 'Could not send the invitations. Please try again.')}
        </Text>
      ) : null}
      {send.data ? <Results result={send.data} /> : null}
      <Button
        type="submit"
        variant="outline"
        alignSelf="flex-start"
        loading={send.isPending}
        loadingText="Sending..."
      >
        Send invitations
      </Button>
    </Stack>
  )
}
