import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import { AppShell } from '@/components/shell/app-shell'
import { CartButton } from '@/features/cart/components/cart-button'
import { PwaUpdatePrompt } from '@/features/pwa/components/pwa-update-prompt'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <AppShell cartSlot={<CartButton />}>
      <Outlet />
      <PwaUpdatePrompt />
    </AppShell>
  )
}
