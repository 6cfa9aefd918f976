import { Skeleton, SkeletonCircle } from '@chakra-ui/react'
import { Settings } from 'lucide-react'
import { shellClass as c } from '@/components/static-css/shell'
import { SidebarLink } from './sidebar-link'

// Stand-ins for the parts of the shell that depend on who is signed in, drawn while that is not known (the app-shell
// page, see shell-session.ts). Where the two states differ in size they take the signed-in one: the app shell is what
// the installed app shows on every start, mostly to people signed in, and it should not jump when their real shell
// replaces it. Hidden from assistive technology: the page itself says it is loading.

/**
 * A bar standing for one line of text: a non-breaking space gives it the line's exact height at `fontSize` (whatever
 * the line height), so the placeholder is as tall as the text it stands for.
 */
function SkeletonLine({ fontSize, width }: { fontSize: 'xs' | 'sm'; width: string }) {
  return (
    <span className={fontSize === 'xs' ? c.placeholderLineXs : c.placeholderLineSm} style={{ width }}>
      {'\u00a0'}
      <Skeleton as="span" display="block" position="absolute" insetX="0" insetY="1" />
    </span>
  )
}

/**
 * The top bar's account area: the avatar button on phones; from 768 px the Free badge and Upgrade button (most
 * signed-in users are on the free plan; Sign In with Get Started is 36 px narrower).
 */
export function TopBarAccountPlaceholder() {
  return (
    <div aria-hidden="true" className={c.placeholderAccount} data-session-placeholder="">
      <div className={c.placeholderAccountPhone}>
        <SkeletonCircle size="8" />
      </div>
      <div className={c.placeholderAccountWide}>
        <Skeleton h="8" w="50px" borderRadius="l2" />
        <Skeleton h="8" w="175px" borderRadius="l2" />
      </div>
    </div>
  )
}

/** The sidebar's bottom section: the profile row, Settings (the same in both states, so real) and Sign Out. */
export function SidebarUserPlaceholder({ collapsed }: { collapsed: boolean }) {
  const rail = collapsed ? ` ${c.placeholderRowCollapsed}` : ''
  return (
    <div className={c.placeholderSection} data-session-placeholder="">
      <div aria-hidden="true" className={c.placeholderProfile + rail}>
        <SkeletonCircle size="9" />
        {!collapsed && (
          <div className={c.placeholderProfileText}>
            <SkeletonLine fontSize="sm" width="75%" />
            <SkeletonLine fontSize="xs" width="90%" />
          </div>
        )}
      </div>
      <SidebarLink label="Settings" href="/settings" icon={Settings} collapsed={collapsed} />
      <div aria-hidden="true" className={c.placeholderSignOut + rail}>
        <Skeleton boxSize="5" borderRadius="sm" />
        {!collapsed && <Skeleton h="3.5" w="16" />}
      </div>
    </div>
  )
}

/** The bottom bar's fifth slot (Dashboard or Login): a list item laid out like the links beside it. */
export function BottomBarItemPlaceholder() {
  return (
    <li aria-hidden="true" className={c.placeholderBottomItem} data-session-placeholder="">
      <Skeleton boxSize="22px" borderRadius="sm" />
      {/* As tall as the neighbours' label, so the icon sits at the same height as theirs. */}
      <SkeletonLine fontSize="xs" width="2.5rem" />
    </li>
  )
}
