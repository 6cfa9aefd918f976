import { Avatar, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Team, TeamMember } from '@/api/team/team-members'
import { TEAM_ROLE_LABELS, type AssignableTeamRole } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { changeRole, removeMember, teamKeys } from '../api/team-calls'
import { serverMessage } from '../lib/server-message'
import { TeamRoleSelect } from './team-role-select'

function MemberRow({ member, canManage }: { member: TeamMember; canManage: boolean }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const role = useMutation({
    mutationFn: (next: AssignableTeamRole) => changeRole(member.userId, next),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.members, team)
      toaster.create({ type: 'success', title: TEAM_TEXTS.roleChanged })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Error',
        description: serverMessage(error, 'Could not change the role.'),
      }),
  })
  const remove = useMutation({
    mutationFn: () => removeMember(member.userId),
    onSuccess: async () => {
      setConfirming(false)
      toaster.create({ type: 'success', title: TEAM_TEXTS.removed })
      await queryClient.invalidateQueries({ queryKey: teamKeys.all })
    },
  })
  const editable = canManage && !member.isOwner
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      px="4"
      py="3"
      flexWrap="wrap"
      borderTopWidth="1px"
      _first={{ borderTopWidth: '0' }}
    >
      <HStack gap="3" minW="0">
        <Avatar.Root size="sm" colorPalette="indigo">
          {member.avatar ? <Avatar.Image src={member.avatar} alt="" /> : null}
          <Avatar.Fallback name={member.name} />
        </Avatar.Root>
        <Box minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" truncate>
              {member.name}
            </Text>
            {member.isYou ? <Badge>You</Badge> : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {member.email}
          </Text>
        </Box>
      </HStack>
      {editable ? (
        <HStack gap="2">
          <TeamRoleSelect
            aria-label={`Role of ${member.name}`}
            size="sm"
            width="auto"
            disabled={role.isPending}
            value={member.role}
            onChange={(next) => role.mutate(next)}
          />
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Remove
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Remove ${member.name}?`}
            confirmLabel="Remove"
            busyLabel="Removing..."
            busy={remove.isPending}
            error={remove.isError ? serverMessage(remove.error, 'Could not remove this member.') : null}
            onCancel={() => setConfirming(false)}
            onConfirm={() => remove.mutate()}
          >
            They leave the team and its seat; jobs and candidates of the account stay with the account.
          </ConfirmDialog>
        </HStack>
      ) : (
        <Badge colorPalette={member.isOwner ? 'orange' : 'gray'} size="lg">
          {TEAM_ROLE_LABELS[member.role] ?? member.role}
        </Badge>
      )}
    </HStack>
  )
}

/** The team's members with their roles; owners and admins change roles and remove people. */
export function TeamMembersList({ team }: { team: Team }) {
  return (
    <Stack
      as="ul"
      gap="0"
      listStyleType="none"
      m="0"
      p="0"
      aria-label="Team members"
      borderWidth="1px"
      borderRadius="lg"
    >
      {team.members.map((member) => (
        <MemberRow key={member.userId} member={member} canManage={team.canManage} />
      ))}
    </Stack>
  )
}
