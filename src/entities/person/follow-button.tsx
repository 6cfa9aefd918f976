import { Badge, Button, HStack, type ButtonProps } from '@chakra-ui/react'
import { BellPlus, Check, CloudOff, TriangleAlert } from 'lucide-react'
import type { PersonFollow } from './writes/use-person-follow'

type Props = {
  follow: PersonFollow
  fullName: string
  size?: ButtonProps['size']
}

/**
 * Follow / Following on a person's profile: a toggle (aria-pressed) through the outbox, so it flips at once and
 * waits to sync when offline. The profile owns the follow state (it also shows the follower count).
 */
export function FollowButton({ follow, fullName, size = 'md' }: Props) {
  return (
    <HStack gap="2" data-testid="follow-person" data-following={follow.isFollowing}>
      <Button
        size={size}
        variant={follow.isFollowing ? 'subtle' : 'outline'}
        aria-pressed={follow.isFollowing}
        aria-label={follow.isFollowing ? `Unfollow ${fullName}` : `Follow ${fullName}`}
        onClick={() => void follow.toggle()}
      >
        {follow.isFollowing ? <Check aria-hidden /> : <BellPlus aria-hidden />}
        {follow.isFollowing ? 'Following' : 'Follow'}
      </Button>
      {follow.syncState === 'pending' ? (
        <Badge colorPalette="orange" variant="subtle" role="status">
          <CloudOff aria-hidden size={12} /> Waiting to sync
        </Badge>
      ) : follow.syncState === 'failed' ? (
        <Badge colorPalette="red" variant="subtle" role="status">
          <TriangleAlert aria-hidden size={12} /> Sync failed
        </Badge>
      ) : null}
    </HStack>
  )
}
