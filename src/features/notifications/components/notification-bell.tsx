import { Box, Float, IconButton } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { forwardRef, type ComponentProps } from 'react'
import { createDeferredModule } from '@/components/ui/deferred-module'
import { DeferredWidget } from '@/components/ui/deferred-widget'
import { InlineIcon } from '@/components/ui/inline-icon'
import { useFeatureFlag } from '@/entities/feature-flag/feature-flags-query'
import { useSessionSummary } from '@/entities/session/use-session-summary'
import { unreadCountQueryOptions } from '../api/notification-queries'

// The list (popover, positioning, rows) loads on idle or the first click: the entry holds only this button
// and the tiny unread-count query.
const bellMenu = createDeferredModule(() => import('./notification-bell-menu'))

/** "3 unread notifications" for screen readers; the badge shows 99+ past 99. */
export const unreadLabel = (count: number) =>
  count === 0 ? 'Notifications' : `Notifications, ${count} unread`

type BellButtonProps = ComponentProps<typeof IconButton> & { count: number }

/** The bell with its unread badge: the placeholder and the real menu's trigger look the same. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { count, ...rest },
  ref,
) {
  return (
    <Box position="relative">
      <IconButton ref={ref} aria-label={unreadLabel(count)} variant="ghost" size="sm" {...rest}>
        {/* lucide's Bell, inline to keep icon code out of the entry. */}
        <InlineIcon>
          <path d="M10.268 21a2 2 0 0 0 3.464 0" />
          <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
        </InlineIcon>
      </IconButton>
      {count > 0 && (
        <Float placement="top-end" offset="1.5">
          <Box
            as="span"
            data-testid="notification-badge"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="red.contrast"
            fontSize="2xs"
            fontWeight="bold"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            pointerEvents="none"
            aria-hidden
          >
            {count > 99 ? '99+' : count}
          </Box>
        </Float>
      )}
    </Box>
  )
})

/**
 * The top bar's bell (every width: on phones the top bar is the navigation that has room for it) for signed-in
 * users while NOTIFICATIONS is on; it opens the latest notifications with a link to /notifications.
 */
export function NotificationBell() {
  // The hydration-safe summary: signed out while a server-rendered page hydrates, so the HTML matches.
  const session = useSessionSummary()
  const userId = session.isSignedIn ? session.user.id : null
  const on = useFeatureFlag('NOTIFICATIONS')
  if (!userId || !on) return null
  return <SignedInBell userId={userId} />
}

function SignedInBell({ userId }: { userId: string }) {
  const { data } = useQuery(unreadCountQueryOptions(userId))
  const count = data?.unread ?? 0
  return (
    <DeferredWidget
      module={bellMenu}
      placeholder={(activate) => <BellButton count={count} aria-haspopup="dialog" onClick={activate} />}
    >
      {(m, activated) => <m.NotificationBellMenu userId={userId} count={count} defaultOpen={activated} />}
    </DeferredWidget>
  )
}
