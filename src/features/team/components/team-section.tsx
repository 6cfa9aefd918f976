import { Alert, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { ErrorCode } from '@/api/errors'
import { TEAM_ROLE_LABELS } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import { LinkButton } from '@/components/ui/app-link'
import { isApiError } from '@/lib/api-client/api-error'
import { fetchAccountSettings, fetchTeam, teamKeys } from '../api/team-calls'
import { AccountSettingsPanel } from './account-settings-form'
import { BulkInviteForm } from './bulk-invite-form'
import { InviteForm } from './invite-form'
import { PendingInvitations } from './pending-invitations'
import { TeamAnalytics } from './team-analytics'
import { TeamMembersList } from './team-members-list'

function SubHeading({ children }: { children: string }) {
  return (
    <Heading as="h3" size="md">
      {children}
    </Heading>
  )
}

function TeamBody() {
  const query = useQuery({ queryKey: teamKeys.members, queryFn: ({ signal }) => fetchTeam(signal) })
  const settings = useQuery({
    queryKey: teamKeys.settings,
    queryFn: ({ signal }) => fetchAccountSettings(signal),
    enabled: query.isSuccess,
  })
  if (query.isPending) return <Skeleton h="32" borderRadius="lg" />
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === ErrorCode.NOT_FOUND_ERROR) {
      return <Text color="fg.muted">{TEAM_TEXTS.noTeam}</Text>
    }
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>
          We could not load your team.{' '}
          <Button size="xs" variant="outline" ms="2" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert.Description>
      </Alert.Root>
    )
  }
  const team = query.data
  const defaultRole = settings.data?.defaultInviteRole ?? 'Recruiter'
  const { seats } = team
  const noSeat =
    seats.available > 0 ? null : seats.paid === 0 ? TEAM_TEXTS.noSeats(0) : TEAM_TEXTS.noSeats(seats.paid)
  return (
    <Stack gap="5">
      <Stack gap="1" data-testid="team-seats">
        <Text fontWeight="medium">
          {team.account.name} · {seats.used} of {seats.paid} {seats.paid === 1 ? 'seat' : 'seats'} used
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {seats.members} {seats.members === 1 ? 'member' : 'members'}, {seats.pending} pending{' '}
          {seats.pending === 1 ? 'invitation' : 'invitations'}. You are{' '}
          {TEAM_ROLE_LABELS[team.yourRole] ?? team.yourRole}
          {team.canManage ? '.' : ' — only the owner and admins can change the team.'}
        </Text>
        {team.canManage && seats.available === 0 ? (
          <LinkButton href="/pricing" size="sm" variant="outline" alignSelf="flex-start" mt="1">
            Add seats
          </LinkButton>
        ) : null}
      </Stack>
      <SubHeading>Members</SubHeading>
      <TeamMembersList team={team} />
      {team.canManage ? (
        <>
          <SubHeading>Invite people</SubHeading>
          <InviteForm key={defaultRole} defaultRole={defaultRole} disabledReason={noSeat} />
          <BulkInviteForm key={`bulk-${defaultRole}`} defaultRole={defaultRole} />
        </>
      ) : null}
      <SubHeading>Pending invitations</SubHeading>
      <PendingInvitations canManage={team.canManage} />
      <SubHeading>Account settings</SubHeading>
      <AccountSettingsPanel canManage={team.canManage} />
      <SubHeading>Account analytics</SubHeading>
      <TeamAnalytics canManage={team.canManage} />
    </Stack>
  )
}

/** Account → Team (issue 17): members and roles, invitations, seats, settings and analytics. */
export function TeamSection() {
  return (
    <Stack as="section" id="team" gap="4" aria-labelledby="team-title">
      <Stack gap="1">
        <Heading as="h2" id="team-title" size="xl">
          Team
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Everyone in your company account, the invitations on their way, and your seats.
        </Text>
      </Stack>
      <TeamBody />
    </Stack>
  )
}
