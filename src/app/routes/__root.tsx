import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import { AppShell } from '@/components/shell/app-shell'
import { SyncStatusBadge } from '@/components/sync/sync-status-badge'
import { useOutboxRuntime } from '@/components/sync/use-outbox-runtime'
import { CartButton } from '@/features/cart/components/cart-button'
import { useSavedJobsSync } from '@/lib/saved-jobs/use-saved-jobs-sync'
import { useAvailableAccounts } from '@/lib/session/available-accounts'
import { useSessionRuntime } from '@/lib/session/use-session-runtime'
import { usePendingSyncCount } from '@/lib/sync/outbox-store'
import { PwaUpdatePrompt } from '@/features/pwa/components/pwa-update-prompt'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  useSessionRuntime()
  useOutboxRuntime()
  useSavedJobsSync()
  const pendingSyncCount = usePendingSyncCount()
  const { accounts, activeAccountId } = useAvailableAccounts()
  return (
    <AppShell
      cartSlot={<CartButton />}
      syncSlot={<SyncStatusBadge />}
      pendingSyncCount={pendingSyncCount}
      accounts={accounts}
      activeAccountId={activeAccountId}
    >
      <Outlet />
      <PwaUpdatePrompt />
    </AppShell>
  )
}
