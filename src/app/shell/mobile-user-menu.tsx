import { Avatar, IconButton, Menu, Portal, Text } from '@chakra-ui/react'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { LogOut, Settings, Sparkles, User, UserCog } from 'lucide-react'
import { useConfirmedSignOut } from '@/entities/session/use-confirmed-sign-out'
import { hasPlan, planOrRoleLabel } from '../../entities/user/plan-status'
import type { SessionUser } from '../../entities/session/use-session-summary'

const LINKS = [
  { label: 'Profile', href: '/profile', icon: User },
  { label: 'Account', href: '/account', icon: UserCog },
  { label: 'Settings', href: '/settings', icon: Settings },
] as const

/** Below 768 px the sidebar is hidden, so profile, settings and sign-out live in this menu. */
export function MobileUserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const navigate = useNavigate()
  const { requestSignOut, dialog } = useConfirmedSignOut()
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Account menu for ${user.name}`} variant="ghost" size="sm" rounded="full">
          <Avatar.Root size="xs" colorPalette="indigo">
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text truncate>{user.name}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate>
                  {planOrRoleLabel(user)}
                </Text>
              </Menu.ItemGroupLabel>
              {LINKS.map((l) => (
                <Menu.Item key={l.href} value={l.href} asChild>
                  <RouterLink to={l.href as '/'}>
                    <l.icon aria-hidden size={16} /> {l.label}
                  </RouterLink>
                </Menu.Item>
              ))}
              {hasPlan(user.role) && !user.isPremium && (
                <Menu.Item value="upgrade" asChild>
                  <RouterLink to={'/pricing' as '/'}>
                    <Sparkles aria-hidden size={16} /> Upgrade Account
                  </RouterLink>
                </Menu.Item>
              )}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item
              value="sign-out"
              onSelect={() => {
                // Server logout first (revokes the refresh token), then the local session.
                void requestSignOut().then((signedOut) => {
                  if (signedOut) void navigate({ to: '/' })
                })
              }}
            >
              <LogOut aria-hidden size={16} /> Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
      {/* Outside the menu's content, which unmounts when the menu closes. */}
      {dialog}
    </Menu.Root>
  )
}
