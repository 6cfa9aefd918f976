import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import { AppShell } from '@/components/shell/app-shell'
import { CartButton } from '@/features/cart/components/cart-button'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <AppShell cartSlot={<CartButton />}>
      <Outlet />
    </AppShell>
  )
}
