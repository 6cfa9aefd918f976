import { Badge, Box, Text } from '@chakra-ui/react'
import { CloudUpload } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { BOTTOM_BAR_SHARED_ITEMS, bottomBarSessionItem, type NavItem } from './nav-items'
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
    <AppLink
      href={item.href}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      h="full"
      color="fg.muted"
      fontSize="xs"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ color: 'fg', textDecoration: 'none' }}
      _currentPage={{ color: 'indigo.fg', fontWeight: 'semibold' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'indigo.focusRing',
        outlineOffset: '-4px',
      }}
    >
      <item.icon aria-hidden size={22} />
      <Text as="span">{item.label}</Text>
    </AppLink>
  )
}

/** The primary navigation below 768 px (seed 1 §2 Shell), fixed to the bottom and clear of the home indicator. */
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
        gridTemplateColumns="repeat(5, 1fr)"
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
      </Box>
    </Box>
  )
}
