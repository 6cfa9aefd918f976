import { Badge, Box, Text } from '@chakra-ui/react'
import { CloudUpload } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { BOTTOM_BAR_ITEM_STYLES } from './bottom-bar-item-styles'
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
    <AppLink href={item.href} {...BOTTOM_BAR_ITEM_STYLES}>
      <item.icon aria-hidden size={22} />
      <Text as="span">{item.label}</Text>
    </AppLink>
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
    <Box
      as="nav"
      aria-label="Primary"
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
      boxShadow="0 -4px 12px rgba(0,0,0,0.04)"
    >
      <Box role="status" aria-live="polite" position="absolute" top="-7" right="3">
        {pendingSyncCount > 0 && (
          <Badge colorPalette="orange" variant="solid" size="sm" rounded="full">
            <CloudUpload aria-hidden size={12} /> {pendingSyncCount} waiting to sync
          </Badge>
        )}
      </Box>
      <Box
        as="ul"
        display="grid"
        gridTemplateColumns="repeat(6, minmax(0, 1fr))"
        h={BOTTOM_BAR_HEIGHT}
        listStyleType="none"
        m="0"
        p="0"
      >
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
      </Box>
    </Box>
  )
}
