import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { TEAM_ROLE_LABELS } from '@/api/team/team-roles'
import { fetchAccountAnalytics, fetchInvitationAnalytics, teamKeys } from '../api/team-calls'

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="lg" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
      {detail ? (
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      ) : null}
    </Stack>
  )
}

/** The team in numbers; owners and admins also see how invitations fared. */
export function TeamAnalytics({ canManage }: { canManage: boolean }) {
  const account = useQuery({
    queryKey: teamKeys.analytics,
    queryFn: ({ signal }) => fetchAccountAnalytics(signal),
  })
  const invitations = useQuery({
    queryKey: teamKeys.invitationAnalytics,
    queryFn: ({ signal }) => fetchInvitationAnalytics(signal),
    enabled: canManage,
  })
  if (account.isPending) return null
  if (account.isError) {
    return (
      <Text role="alert" color="fg.error" fontSize="sm">
        We could not load the account analytics.
      </Text>
    )
  }
  const a = account.data
  const roles = Object.entries(a.membersByRole)
    .map(([role, n]) => `${n} ${TEAM_ROLE_LABELS[role] ?? role}`)
    .join(' · ')
  const inv = invitations.data
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-label="Account analytics" role="group">
      <Stat label="Members" value={String(a.members)} detail={roles} />
      <Stat
        label="Seats used"
        value={`${a.seats.used} of ${a.seats.paid}`}
        detail={`${a.pendingInvitations} pending`}
      />
      <Stat label="Jobs" value={String(a.jobs.total)} detail={`${a.jobs.active} active`} />
      <Stat
        label="Applications"
        value={String(a.applications.total)}
        detail={`${a.applications.last30Days} in 30 days`}
      />
      {inv ? (
        <>
          <Stat
            label="Invitations sent"
            value={String(inv.sent)}
            detail={`${inv.accepted} accepted · ${inv.pending} pending`}
          />
          <Stat
            label="Acceptance rate"
            value={inv.acceptanceRate === null ? '—' : `${inv.acceptanceRate}%`}
            detail={`${inv.expired} expired · ${inv.cancelled} cancelled`}
          />
          <Stat
            label="Time to accept"
            value={inv.medianHoursToAccept === null ? '—' : `${inv.medianHoursToAccept} h`}
            detail="median"
          />
        </>
      ) : null}
    </SimpleGrid>
  )
}
