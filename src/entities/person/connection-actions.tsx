import { Badge, Button, HStack, type ButtonProps } from '@chakra-ui/react'
import { Check, Clock, CloudOff, Pencil, TriangleAlert, UserPlus, X } from 'lucide-react'
import type { PersonCard } from '@/api/people/person-card'
import { LinkButton } from '@/components/ui/app-link'
import { can, parseRole, Role } from '@/api/roles'
import { MessageButton } from '@/entities/conversation/message-button'
import { useSession } from '@/lib/session/use-session'
import { usePersonConnection } from './writes/use-person-connection'

type Props = {
  person: Pick<PersonCard, 'id' | 'fullName' | 'connectionStatus' | 'isSelf' | 'role'>
  /** When the card's data was fetched (the overlay compares against it). */
  updatedAt: number
  size?: ButtonProps['size']
}

/**
 * The card's action by connection state (seed 2 §2 "Person card"): none → Connect; pending_sent → a disabled
 * Pending with Withdraw; pending_received → Accept and Reject; connected → Connected and Message. Someone
 * who hires may also message a job seeker they are not connected with (the messaging policy). The own card
 * offers Edit Profile. Every action goes through the outbox, so it shows at once and waits to sync when offline.
 */
export function ConnectionActions({ person, updatedAt, size = 'sm' }: Props) {
  const connection = usePersonConnection(person, updatedAt)
  const viewerRole = useSession((state) => state.user?.role)
  const hires = viewerRole !== undefined && can(parseRole(viewerRole), 'viewResumes')
  if (person.isSelf) {
    return (
      <LinkButton href="/profile/edit" variant="outline" size={size}>
        <Pencil aria-hidden /> Edit Profile
      </LinkButton>
    )
  }
  const named = (text: string) => `${text} ${person.fullName}`
  const act = (action: Parameters<typeof connection.act>[0]) => () => void connection.act(action)
  return (
    <HStack gap="2" wrap="wrap" data-testid="connection-actions" data-status={connection.status}>
      {connection.status === 'none' ? (
        <Button size={size} colorPalette="indigo" onClick={act('connect')} aria-label={named('Connect with')}>
          <UserPlus aria-hidden /> Connect
        </Button>
      ) : connection.status === 'pending_sent' ? (
        <>
          <Button size={size} variant="subtle" disabled>
            <Clock aria-hidden /> Pending
          </Button>
          <Button
            size={size}
            variant="ghost"
            onClick={act('withdraw')}
            aria-label={named('Withdraw request to')}
          >
            Withdraw
          </Button>
        </>
      ) : connection.status === 'pending_received' ? (
        <>
          <Button size={size} colorPalette="indigo" onClick={act('accept')} aria-label={named('Accept')}>
            <Check aria-hidden /> Accept
          </Button>
          <Button size={size} variant="outline" onClick={act('reject')} aria-label={named('Reject')}>
            <X aria-hidden /> Reject
          </Button>
        </>
      ) : (
        <>
          <Badge colorPalette="green" variant="subtle" size="lg" data-testid="connected-badge">
            <Check aria-hidden size={14} /> Connected
          </Badge>
          <MessageButton personId={person.id} fullName={person.fullName} size={size} />
        </>
      )}
      {connection.status !== 'connected' && hires && person.role === Role.JobSeeker ? (
        <MessageButton personId={person.id} fullName={person.fullName} size={size} variant="outline" />
      ) : null}
      {connection.syncState === 'pending' ? (
        <Badge colorPalette="orange" variant="subtle" role="status">
          <CloudOff aria-hidden size={12} /> Waiting to sync
        </Badge>
      ) : connection.syncState === 'failed' ? (
        <Badge colorPalette="red" variant="subtle" role="status">
          <TriangleAlert aria-hidden size={12} /> Sync failed
        </Badge>
      ) : null}
    </HStack>
  )
}
