import { Avatar, Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { LogOut, Settings } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { LazyTooltip as Tooltip } from '@/components/ui/lazy-tooltip'
import type { ShellAccount } from './account-switcher'
import { DeferredAccountSwitcher } from './deferred-menus'
import { SidebarLink } from './sidebar-link'
import { useConfirmedSignOut } from '@/entities/session/use-confirmed-sign-out'
import type { SessionUser } from '../../entities/session/use-session-summary'

type Props = {
  user: SessionUser
  collapsed: boolean
  accounts: readonly ShellAccount[]
  activeAccountId?: string | null
}

/** Signed-in bottom of the sidebar: account switcher, profile link, Settings and Sign Out. */
export function SidebarUserSection({ user, collapsed, accounts, activeAccountId }: Props) {
  const navigate = useNavigate()
  const { requestSignOut, dialog } = useConfirmedSignOut()
  // Revokes the session on the server first, then forgets it here; asks first if writes are unsent.
  const signOut = async () => {
    if (await requestSignOut()) void navigate({ to: '/' })
  }
  return (
    <Stack gap="1">
      <DeferredAccountSwitcher accounts={accounts} activeAccountId={activeAccountId} collapsed={collapsed} />
      <Tooltip content="Your profile" disabled={!collapsed} positioning={{ placement: 'right' }}>
        <AppLink
          href="/profile"
          aria-label={collapsed ? `Your profile (${user.name})` : undefined}
          display="flex"
          px={collapsed ? '0' : '2'}
          py="2"
          justifyContent={collapsed ? 'center' : 'flex-start'}
          borderRadius="md"
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          _currentPage={{ bg: 'indigo.subtle' }}
        >
          <HStack gap="3" minW="0">
            <Avatar.Root size="sm" colorPalette="indigo" flexShrink={0}>
              <Avatar.Fallback name={user.name} />
            </Avatar.Root>
            {!collapsed && (
              <Box minW="0">
                <Text fontSize="sm" fontWeight="semibold" truncate>
                  {user.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {user.email || 'View profile'}
                </Text>
              </Box>
            )}
          </HStack>
        </AppLink>
      </Tooltip>
      <SidebarLink label="Settings" href="/settings" icon={Settings} collapsed={collapsed} />
      <SidebarLink label="Sign Out" icon={LogOut} collapsed={collapsed} onClick={() => void signOut()} />
      {dialog}
    </Stack>
  )
}
