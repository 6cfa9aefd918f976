import type { ReactNode } from 'react'
import { AppShell } from '@/app/shell/app-shell'
import { BOTTOM_BAR_HEIGHT } from '@/app/shell/bottom-bar'
import { SyncStatusBadge } from '@/components/sync/sync-status-badge'
import { useOutboxRuntime } from '@/components/sync/use-outbox-runtime'
import { CartButton } from '@/features/cart/components/cart-button'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { AssistantLauncher } from '@/features/ai-assistant/components/assistant-launcher'
import { FeatureGate } from '@/entities/feature-flag/feature-gate'
import { PwaUpdatePrompt } from '@/features/pwa/components/pwa-update-prompt'
import { useStartedUp } from '@/lib/after-start-up'
import { useAvailableAccounts } from '@/entities/user/available-accounts'
import { useSessionRuntime } from '@/lib/session/use-session-runtime'
import { usePendingSyncCount } from '@/lib/sync/outbox-store'
import { useOfflineWritesRuntime } from './use-offline-writes-runtime'
import { useVideoUploadsRuntime } from './use-video-uploads-runtime'

type Props = {
  children: ReactNode
  /** Only for the app-shell page, which cannot know who will open it: see AppShell's `sessionUnknown`. */
  sessionUnknown?: boolean
}

/**
 * The shell around every page with the features it composes (cart, sync status, update prompt) and the runtimes
 * that live as long as the app. The root route renders it around its <Outlet />; the prerenderer renders it around
 * a loading placeholder for the app-shell page (scripts/prerender.ts).
 */
export function RootFrame({ children, sessionUnknown = false }: Props) {
  useSessionRuntime()
  useOutboxRuntime()
  useOfflineWritesRuntime()
  useVideoUploadsRuntime()
  const pendingSyncCount = usePendingSyncCount()
  const { accounts, activeAccountId } = useAvailableAccounts()
  return (
    <AppShell
      cartSlot={<CartButton />}
      syncSlot={<SyncStatusBadge />}
      notificationSlot={<NotificationBell />}
      pendingSyncCount={pendingSyncCount}
      accounts={accounts}
      activeAccountId={activeAccountId}
      sessionUnknown={sessionUnknown}
    >
      {children}
      {/* Hidden while an admin has AI chat turned off (feature flags, issue 18). */}
      <FeatureGate flag="AI_CHAT">
        <AssistantLauncher mobileBottom={BOTTOM_BAR_HEIGHT} />
      </FeatureGate>
      <ServiceWorkerAfterStartUp />
    </AppShell>
  )
}

/**
 * The service worker registers a few seconds after the page has loaded and gone idle: its install downloads the whole
 * build to work offline, which a first visit on a phone should not do while the page is still starting (its own
 * requests and the "Ready to work offline" toast compete with it). A component of its own, so that its one state
 * change renders nothing else.
 */
function ServiceWorkerAfterStartUp() {
  return useStartedUp() ? <PwaUpdatePrompt /> : null
}
