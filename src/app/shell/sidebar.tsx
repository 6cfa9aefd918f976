import { IconButton, Separator } from '@chakra-ui/react'
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { Role } from '@/api/roles'
import { shellClass } from '@/components/static-css/shell'
import { useDisplayRole } from '@/lib/session/use-session'
import type { ShellAccount } from './account-switcher'
import { useLayoutStore } from './layout-store'
import {
  SIDEBAR_ADMIN_ITEM,
  SIDEBAR_MAIN_ITEMS,
  SIDEBAR_VISITOR_EXTRA_ITEMS,
  SIDEBAR_VISITOR_FOOTER_ITEMS,
  type NavItem,
} from './nav-items'
import { SidebarUserPlaceholder } from './session-placeholders'
import { SESSION_UNKNOWN, type ShellSession } from './shell-session'
import { SidebarLink, useSidebarCollapsed } from './sidebar-link'
import { SidebarUserSection } from './sidebar-user-section'

export const SIDEBAR_WIDTH = { expanded: '240px', collapsed: '72px' } as const
const SIDEBAR_ID = 'app-sidebar'

type Props = { session: ShellSession; accounts: readonly ShellAccount[]; activeAccountId?: string | null }

function ItemList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className={shellClass.sidebarList}>
      {items.map((item) => (
        <li key={item.href}>
          <SidebarLink label={item.label} href={item.href} icon={item.icon} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The session-dependent bottom section, which lays itself out by the collapsed state: it alone follows the screen,
 * so the rest of the sidebar does not render again when the answer arrives after hydration.
 */
function UserSection({ session, accounts, activeAccountId }: Props) {
  const collapsed = useSidebarCollapsed()
  if (session === SESSION_UNKNOWN) return <SidebarUserPlaceholder collapsed={collapsed} />
  if (!session.isSignedIn) return <ItemList items={SIDEBAR_VISITOR_FOOTER_ITEMS} />
  return (
    <SidebarUserSection
      user={session.user}
      collapsed={collapsed}
      accounts={accounts}
      activeAccountId={activeAccountId}
    />
  )
}

/**
 * Desktop navigation (≥ 768 px). Between 768 and 1023 px it is always an icon rail; from 1024 px the
 * user may collapse it, and that choice is kept across reloads (layout-store). The nav carries `data-collapsed` for
 * the user's choice only; the class rules (static-css/shell.ts) make it a rail below 1024 px and hide the toggle there,
 * so no media query is read while rendering.
 *
 * It is as tall as the window below the top bar. The bottom section (Sign In … Help & Support, or the user's
 * own) stays pinned and always in view; only the main list scrolls, when the window is too short for everything.
 * With the compact rows of sidebar-link.tsx a visitor's 16 entries fit from a 697 px tall window: 64 top bar +
 * 24 padding + 32 toggle + 3 × 12 gaps + 1 separator + 16 × 32 rows + 14 × 2 row gaps.
 */
export function Sidebar({ session, accounts, activeAccountId }: Props) {
  const collapsed = useLayoutStore((s) => s.sidebarCollapsed)
  const toggleSidebar = useLayoutStore((s) => s.toggleSidebar)
  // The visitor extras sit above the spacer: while the session is unknown they are simply left out, nothing moves.
  const displayRole = useDisplayRole()
  const signedIn = session !== SESSION_UNKNOWN && session.isSignedIn
  const mainItems =
    session === SESSION_UNKNOWN || session.isSignedIn
      ? signedIn && (displayRole === Role.Admin || displayRole === Role.SuperAdmin)
        ? [...SIDEBAR_MAIN_ITEMS, SIDEBAR_ADMIN_ITEM]
        : SIDEBAR_MAIN_ITEMS
      : [...SIDEBAR_MAIN_ITEMS, ...SIDEBAR_VISITOR_EXTRA_ITEMS]

  return (
    <nav
      id={SIDEBAR_ID}
      aria-label="Main"
      data-collapsed={collapsed || undefined}
      className={shellClass.sidebar}
    >
      {/* Shown from lg only (class rule): below it the sidebar is always a rail. */}
      <div className={shellClass.sidebarToggleRow}>
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
      </div>
      <div className={shellClass.sidebarScroll}>
        <ItemList items={mainItems} />
      </div>
      <Separator />
      <UserSection session={session} accounts={accounts} activeAccountId={activeAccountId} />
    </nav>
  )
}
