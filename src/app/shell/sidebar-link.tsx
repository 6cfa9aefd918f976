import type { LucideIcon } from 'lucide-react'
import { useSyncExternalStore, type ReactNode } from 'react'
import { PlainLink } from '@/components/ui/app-link'
import { LazyTooltip as Tooltip } from '@/components/ui/lazy-tooltip'
import { shellClass } from '@/components/static-css/shell'
import { useLayoutStore } from './layout-store'

type Props = {
  label: string
  icon: LucideIcon
  /**
   * Collapsed as its section knows it. The look follows the sidebar's class rules either way (static-css/shell.ts);
   * this only turns the tooltip on, as does the sidebar being collapsed or a rail (useSidebarCollapsed).
   */
  collapsed?: boolean
  href?: string
  onClick?: () => void
  children?: ReactNode
}

/** Between md and lg the sidebar is always an icon rail (static-css/shell.ts draws it so). */
const RAIL_QUERY = '(min-width: 48em) and (max-width: 63.98em)'

function subscribeRail(onChange: () => void) {
  const list = window.matchMedia(RAIL_QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * Whether the sidebar shows icons only: collapsed by the user, or a rail on a tablet-sized screen. Server render and
 * hydration assume no rail; on phones (sidebar hidden) and large screens the answer stays the same afterwards, so
 * nothing renders again there. Only for what CSS cannot do (tooltips, the signed-in section's layout).
 */
export function useSidebarCollapsed() {
  const preference = useLayoutStore((s) => s.sidebarCollapsed)
  const rail = useSyncExternalStore(
    subscribeRail,
    () => window.matchMedia(RAIL_QUERY).matches,
    () => false,
  )
  return preference || rail
}

/** One sidebar entry: icon + label, icon only with a tooltip when the sidebar is collapsed. */
export function SidebarLink({ label, icon: IconComponent, collapsed = false, href, onClick }: Props) {
  const iconOnly = useSidebarCollapsed() || collapsed
  const content = (
    <>
      <span className={shellClass.sidebarLinkIcon} aria-hidden>
        <IconComponent size={20} />
      </span>
      {/* The label stays in the accessibility tree when visually hidden, so icon-only items keep their name. */}
      <span className={shellClass.sidebarLinkLabel}>{label}</span>
    </>
  )
  const element = href ? (
    <PlainLink href={href} className={shellClass.sidebarLink}>
      {content}
    </PlainLink>
  ) : (
    <button type="button" onClick={onClick} className={shellClass.sidebarLink}>
      {content}
    </button>
  )
  return (
    <Tooltip content={label} disabled={!iconOnly} positioning={{ placement: 'right' }}>
      {element}
    </Tooltip>
  )
}
