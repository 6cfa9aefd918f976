import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import { AppShell } from '@/components/shell/app-shell'
import { CartButton } from '@/features/cart/components/cart-button'
import { useAvailableAccounts } from '@/lib/session/available-accounts'
import { useSessionRuntime } from '@/lib/session/use-session-runtime'
import { PwaUpdatePrompt } from '@/features/pwa/components/pwa-update-prompt'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  useSessionRuntime()
  const { accounts, activeAccountId } = useAvailableAccounts()
  return (
    <AppShell cartSlot={<CartButton />} accounts={accounts} activeAccountId={activeAccountId}>
      <Outlet />
      <PwaUpdatePrompt />
    </AppShell>
  )
}
