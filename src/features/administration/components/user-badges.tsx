import { Badge, HStack } from '@chakra-ui/react'
import type { AdminUserSummary } from '@/api/administration/admin-users'
import { roleLabel } from '@/api/roles'

/** Role, and the states an admin looks for: suspended, unverified, two-factor. */
export function UserBadges({ user }: { user: AdminUserSummary }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette="indigo" variant="subtle">
        {roleLabel(user.role)}
      </Badge>
      {user.suspendedAt ? <Badge colorPalette="red">Suspended</Badge> : null}
      {user.emailVerified ? null : <Badge colorPalette="orange">Unverified</Badge>}
      {user.twoFactorMethod ? <Badge colorPalette="green">2FA: {user.twoFactorMethod}</Badge> : null}
    </HStack>
  )
}
