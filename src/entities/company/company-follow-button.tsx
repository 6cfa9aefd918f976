import { Badge, Button, HStack, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react'
import { Check, CloudOff, Plus, TriangleAlert } from 'lucide-react'
import { companyDisplayName } from '@/api/companies/company-names'
import { formatCount } from '@/lib/format-count'
import { useCompanyFollow } from '@/entities/company/follows/use-company-follow'

type Props = {
  companyId: string
  companyName: string
  /** The company's follower count; shown beside the button (with a waiting follow applied) when given. */
  followers?: number
  /** The company's own isFollowing flag, used until the followed list has loaded. */
  isFollowing?: boolean
  size?: ButtonProps['size']
  /** Shows the follower count beside the button (default true; a card shows it elsewhere). */
  showCount?: boolean
}

export const followersLabel = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'follower' : 'followers'}`

/**
 * Follow / Following for one company, through the outbox: optimistic, works offline ("Waiting to sync"),
 * rolls back when refused ("Sync failed"); a visitor is told to sign in.
 */
export function CompanyFollowButton({
  companyId,
  companyName,
  followers,
  isFollowing,
  size = 'sm',
  showCount = true,
}: Props) {
  const name = companyDisplayName(companyName)
  const follow = useCompanyFollow(companyId, {
    name,
    ...(followers === undefined ? {} : { followers }),
    ...(isFollowing === undefined ? {} : { isFollowing }),
  })
  return (
    <HStack gap="3" wrap="wrap">
      <Button
        size={size}
        colorPalette="indigo"
        variant={follow.isFollowing ? 'outline' : 'solid'}
        aria-pressed={follow.isFollowing}
        onClick={() => void follow.toggle()}
      >
        {follow.isFollowing ? <Check aria-hidden /> : <Plus aria-hidden />}
        {follow.isFollowing ? 'Following' : 'Follow'}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {showCount && follow.followers !== undefined ? (
        <Text fontSize="sm" color="fg.muted" data-testid="company-followers">
          {followersLabel(follow.followers)}
        </Text>
      ) : null}
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

/** "1.2K followers" with a waiting follow or unfollow of the signed-in user applied. */
export function CompanyFollowerCount({ companyId, followers }: { companyId: string; followers: number }) {
  const follow = useCompanyFollow(companyId, { followers })
  return (
    <Text as="span" color="fg.muted" data-testid="company-followers">
      {followersLabel(follow.followers ?? followers)}
    </Text>
  )
}
