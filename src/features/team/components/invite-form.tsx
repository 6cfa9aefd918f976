import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { PERSONAL_MESSAGE_MAX } from '@/api/team/team-invitations'
import type { AssignableTeamRole } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import { toaster } from '@/components/ui/toaster'
import { inviteMember, teamKeys } from '../api/team-calls'
import { serverMessage } from '../lib/server-message'
import { assignableRoleOr } from '../lib/team-role'
import { TeamRoleSelect } from './team-role-select'

/** Invite one person: their address, the role they get, an optional note shown on the invitation. */
export function InviteForm({
  defaultRole,
  disabledReason,
}: {
  defaultRole: string
  disabledReason: string | null
}) {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<AssignableTeamRole>(assignableRoleOr(defaultRole))
  const [message, setMessage] = useState('')
  const invite = useMutation({
    mutationFn: () =>
      inviteMember({ email, role, ...(message.trim() ? { personalMessage: message.trim() } : {}) }),
    onSuccess: async (invitation) => {
      toaster.create({ type: 'success', title: TEAM_TEXTS.invited(invitation.email) })
      setEmail('')
      setMessage('')
      await queryClient.invalidateQueries({ queryKey: teamKeys.all })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    invite.mutate()
  }
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={submit}
      aria-label="Invite a team member"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
        <Field.Root required flex="2">
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>Role</Field.Label>
          <TeamRoleSelect value={role} onChange={setRole} />
        </Field.Root>
      </Stack>
      <Field.Root>
        <Field.Label>Personal message (optional)</Field.Label>
        <Textarea
          name="personalMessage"
          rows={2}
          maxLength={PERSONAL_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field.Root>
      {invite.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {serverMessage(invite.error, 'Could not send the invitation. Please try again.')}
        </Text>
      ) : null}
      {disabledReason ? (
        <Text fontSize="sm" color="fg.muted">
          {disabledReason}
        </Text>
      ) : null}
      <Button
        type="submit"
        colorPalette="indigo"
        alignSelf="flex-start"
        loading={invite.isPending}
        loadingText="Sending..."
        disabled={disabledReason !== null}
      >
        Send invitation
      </Button>
    </Stack>
  )
}
