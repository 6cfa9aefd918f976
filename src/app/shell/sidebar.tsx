import { Box, IconButton, Separator, Stack, useMediaQuery } from '@chakra-ui/react'
import { LARGE_SCREEN_QUERY } from '@/config/media-queries'
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import type { ShellAccount } from './account-switcher'
import { useLayoutStore } from './layout-store'
import {
  SIDEBAR_MAIN_ITEMS,
  SIDEBAR_VISITOR_EXTRA_ITEMS,
  SIDEBAR_VISITOR_FOOTER_ITEMS,
  type NavItem,
} from './nav-items'
import { SidebarUserPlaceholder } from './session-placeholders'
import { SESSION_UNKNOWN, type ShellSession } from './shell-session'
import { SidebarLink } from './sidebar-link'
import { SidebarUserSection } from './sidebar-user-section'

export const SIDEBAR_WIDTH = { expanded: '240px', collapsed: '72px' } as const
const SIDEBAR_ID = 'app-sidebar'

type Props = { session: ShellSession; accounts: readonly ShellAccount[]; activeAccountId?: string | null }

function ItemList({ items, collapsed }: { items: readonly NavItem[]; collapsed: boolean }) {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <li key={item.href}>
          <SidebarLink label={item.label} href={item.href} icon={item.icon} collapsed={collapsed} />
        </li>
      ))}
    </Stack>
  )
}

/**
 * Desktop navigation (≥ 768 px). Between 768 and 1023 px it is always an icon rail; from 1024 px the
 * user may collapse it, and that choice is kept across reloads (layout-store).
 *
 * It is as tall as the window below the top bar. The bottom section (Sign In … Help & Support, or the user's
 * own) stays pinned and always in view; only the main list scrolls, when the window is too short for everything.
 * With the compact rows of sidebar-link.tsx a visitor's 16 entries fit from a 697 px tall window: 64 top bar +
 * 24 padding + 32 toggle + 3 × 12 gaps + 1 separator + 16 × 32 rows + 14 × 2 row gaps.
 */
export function Sidebar({ session, accounts, activeAccountId }: Props) {
  const collapsedPreference = useLayoutStore((s) => s.sidebarCollapsed)
  const toggleSidebar = useLayoutStore((s) => s.toggleSidebar)
  // The fallback (large) is what prerendered HTML and the first client render assume; the real answer follows.
  const [isLarge = true] = useMediaQuery([LARGE_SCREEN_QUERY], { fallback: [true] })
  const collapsed = collapsedPreference || !isLarge
  // The visitor extras sit above the spacer: while the session is unknown they are simply left out, nothing moves.
  const mainItems =
    session === SESSION_UNKNOWN || session.isSignedIn
      ? SIDEBAR_MAIN_ITEMS
      : [...SIDEBAR_MAIN_ITEMS, ...SIDEBAR_VISITOR_EXTRA_ITEMS]

  return (
    <Box
      as="nav"
      id={SIDEBAR_ID}
      aria-label="Main"
      hideBelow="md"
      data-collapsed={collapsed || undefined}
      position="sticky"
      top="16"
      h="calc(100dvh - var(--chakra-sizes-16))"
      w={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.panel"
      transition="width 0.2s ease"
      _motionReduce={{ transition: 'none' }}
      display="flex"
      flexDirection="column"
      overflow="hidden"
      px="3"
      py="3"
      gap="3"
    >
      {isLarge && (
        <Box display="flex" justifyContent={collapsed ? 'center' : 'flex-end'}>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls={SIDEBAR_ID}
            onClick={toggleSidebar}
          >
            {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
          </IconButton>
        </Box>
      )}
      {/* flex 1 keeps the bottom section at the bottom; minH 0 lets this list shrink and scroll instead. */}
      <Box flex="1" minH="0" overflowY="auto" overflowX="hidden" scrollbarWidth="thin">
        <ItemList items={mainItems} collapsed={collapsed} />
      </Box>
      <Separator />
      {session === SESSION_UNKNOWN ? (
        <SidebarUserPlaceholder collapsed={collapsed} />
      ) : session.isSignedIn ? (
        <SidebarUserSection
          user={session.user}
          collapsed={collapsed}
          accounts={accounts}
          activeAccountId={activeAccountId}
        />
      ) : (
        <ItemList items={SIDEBAR_VISITOR_FOOTER_ITEMS} collapsed={collapsed} />
      )}
    </Box>
  )
}
