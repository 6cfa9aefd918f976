import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Invitation } from '@/api/team/team-invitations'
import { TEAM_ROLE_LABELS } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import { toaster } from '@/components/ui/toaster'
import { DateText } from '@/lib/hydration/date-text'
import { cancelInvitation, fetchPendingInvitations, resendInvitation, teamKeys } from '../api/team-calls'
import { serverMessage } from '../lib/server-message'

function InvitationRow({ invitation, canManage }: { invitation: Invitation; canManage: boolean }) {
  const queryClient = useQueryClient()
  const settle = async (title: string) => {
    toaster.create({ type: 'success', title })
    await queryClient.invalidateQueries({ queryKey: teamKeys.all })
  }
  const failed = (error: unknown) =>
    toaster.create({ type: 'error', title: 'Error', description: serverMessage(error, 'Please try again.') })
  const resend = useMutation({
    mutationFn: () => resendInvitation(invitation.id),
    onSuccess: () => settle(TEAM_TEXTS.resent),
    onError: failed,
  })
  const cancel = useMutation({
    mutationFn: () => cancelInvitation(invitation.id),
    onSuccess: () => settle(TEAM_TEXTS.cancelled),
    onError: failed,
  })
  const busy = resend.isPending || cancel.isPending
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
      <Box minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-all">
            {invitation.email}
          </Text>
          {invitation.rolesToAssign.map((role) => (
            <Badge key={role}>{TEAM_ROLE_LABELS[role] ?? role}</Badge>
          ))}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Sent <DateText value={invitation.lastSentAt} />
          {invitation.sentCount > 1 ? ` (${invitation.sentCount} times)` : ''} · expires{' '}
          <DateText value={invitation.expiresAt} />
        </Text>
      </Box>
      {canManage ? (
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Resend invitation to ${invitation.email}`}
            loading={resend.isPending}
            disabled={busy}
            onClick={() => resend.mutate()}
          >
            Resend
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Cancel invitation to ${invitation.email}`}
            loading={cancel.isPending}
            disabled={busy}
            onClick={() => cancel.mutate()}
          >
            Cancel
          </Button>
        </HStack>
      ) : null}
    </HStack>
  )
}

/** The invitations still waiting for an answer; owners and admins resend or cancel them. */
export function PendingInvitations({ canManage }: { canManage: boolean }) {
  const query = useQuery({
    queryKey: teamKeys.pending,
    queryFn: ({ signal }) => fetchPendingInvitations(signal),
  })
  if (query.isPending) return <Skeleton h="14" borderRadius="lg" />
  const invitations = query.data ?? []
  if (invitations.length === 0) {
    return <Text color="fg.muted">No pending invitations.</Text>
  }
  return (
    <Stack
      as="ul"
      gap="0"
      listStyleType="none"
      m="0"
      p="0"
      aria-label="Pending invitations"
      borderWidth="1px"
      borderRadius="lg"
    >
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} canManage={canManage} />
      ))}
    </Stack>
  )
}
