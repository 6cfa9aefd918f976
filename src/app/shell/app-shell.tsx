import { Box, Flex, SkipNavLink } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { ShellAccount } from './account-switcher'
import { BOTTOM_BAR_HEIGHT, BottomBar } from './bottom-bar'
import { Footer } from './footer'
import { OfflineBanner } from './offline-banner'
import { SESSION_UNKNOWN, type ShellSession } from './shell-session'
import { Sidebar } from './sidebar'
import { TopBar } from './top-bar'
import { useSessionSummary } from '../../entities/session/use-session-summary'

export const MAIN_CONTENT_ID = 'main-content'

type Props = {
  children: ReactNode
  /** The cart button (and its drawer), composed by the root route from the cart feature. */
  cartSlot?: ReactNode
  /** The outbox's status (pending count on desktop, sync issues), composed by the root route. */
  syncSlot?: ReactNode
  /** The notification bell with its unread badge, composed by the root route. */
  notificationSlot?: ReactNode
  /** Writes waiting in the outbox; shown as a badge on the mobile bottom bar. */
  pendingSyncCount?: number
  /** Accounts for the sidebar's switcher; hidden with one or fewer. */
  accounts?: readonly ShellAccount[]
  activeAccountId?: string | null
  /**
   * Draws the shell for a session not known yet: placeholders where signed in and signed out differ. Only for the
   * app-shell page, rendered at build time for whoever will open it (shell-session.ts).
   */
  sessionUnknown?: boolean
}

/** Skip link, header, sidebar, main, footer and the mobile bottom bar. */
export function AppShell({
  children,
  cartSlot,
  syncSlot,
  notificationSlot,
  pendingSyncCount,
  accounts = [],
  activeAccountId,
  sessionUnknown = false,
}: Props) {
  const summary = useSessionSummary()
  const session: ShellSession = sessionUnknown ? SESSION_UNKNOWN : summary
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipNavLink href={`#${MAIN_CONTENT_ID}`} zIndex="skipNav">
        Skip to content
      </SkipNavLink>
      <TopBar
        session={session}
        cartSlot={cartSlot}
        syncSlot={syncSlot}
        notificationSlot={session === SESSION_UNKNOWN ? null : notificationSlot}
      />
      <OfflineBanner />
      <Flex flex="1" align="stretch">
        <Sidebar session={session} accounts={accounts} activeAccountId={activeAccountId} />
        <Flex
          direction="column"
          flex="1"
          minW="0"
          // Keeps the last content and the footer clear of the fixed bottom bar on phones.
          pb={{ base: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom))`, md: '0' }}
        >
          <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
            {children}
          </Box>
          <Footer />
        </Flex>
      </Flex>
      <BottomBar
        isSignedIn={session === SESSION_UNKNOWN ? SESSION_UNKNOWN : session.isSignedIn}
        pendingSyncCount={pendingSyncCount}
      />
    </Box>
  )
}
