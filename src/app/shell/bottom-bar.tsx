import { Badge } from '@chakra-ui/react'
import { CloudUpload } from 'lucide-react'
import { PlainLink } from '@/components/ui/app-link'
import { shellClass } from '@/components/static-css/shell'
import { MoreMenuButton } from './deferred-menus'
import { BOTTOM_BAR_SHARED_ITEMS, bottomBarMoreItems, bottomBarSessionItem, type NavItem } from './nav-items'
import { BottomBarItemPlaceholder } from './session-placeholders'
import { SESSION_UNKNOWN } from './shell-session'

/** Height of the bar without the safe-area inset; the shell pads page content by this much. */
export const BOTTOM_BAR_HEIGHT = '64px'

type Props = {
  /** `'unknown'` in the app-shell page: the session-dependent fifth slot is a placeholder (shell-session.ts). */
  isSignedIn: boolean | typeof SESSION_UNKNOWN
  pendingSyncCount?: number
}

function BottomBarLink({ item }: { item: NavItem }) {
  return (
    <PlainLink href={item.href} className={shellClass.bottomBarItem}>
      <item.icon aria-hidden size={22} />
      <span>{item.label}</span>
    </PlainLink>
  )
}

/**
 * The primary navigation below 768 px (Home, Jobs, Resumes, People, and Dashboard or Login), fixed to the
 * bottom and clear of the home indicator. A sixth slot, "More", opens the remaining sections (Companies,
 * Pricing, Help…), which the sidebar lists on larger screens and which phones would otherwise reach only
 * through the footer.
 */
export function BottomBar({ isSignedIn, pendingSyncCount = 0 }: Props) {
  return (
    // Shown below md only (class rule); BOTTOM_BAR_HEIGHT is the list's height there.
    <nav aria-label="Primary" className={shellClass.bottomBar}>
      <div role="status" aria-live="polite" className={shellClass.bottomBarStatus}>
        {pendingSyncCount > 0 && (
          <Badge colorPalette="orange" variant="solid" size="sm" rounded="full">
            <CloudUpload aria-hidden size={12} /> {pendingSyncCount} waiting to sync
          </Badge>
        )}
      </div>
      <ul className={shellClass.bottomBarList}>
        {BOTTOM_BAR_SHARED_ITEMS.map((item) => (
          <li key={item.href}>
            <BottomBarLink item={item} />
          </li>
        ))}
        {isSignedIn === SESSION_UNKNOWN ? (
          <BottomBarItemPlaceholder />
        ) : (
          <li>
            <BottomBarLink item={bottomBarSessionItem(isSignedIn)} />
          </li>
        )}
        <li>
          {/* Opened only once the session is known: the app-shell page is static HTML (shell-session.ts). */}
          <MoreMenuButton items={bottomBarMoreItems(isSignedIn === true)} />
        </li>
      </ul>
    </nav>
  )
}
