import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import { useIsBarePage } from '../bare-pages'
import { RootFrame } from '../root-frame'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  // The embeddable resume page is framed by other sites: no shell around it (bare-pages.ts).
  if (useIsBarePage()) return <Outlet />
  return (
    <RootFrame>
      <Outlet />
    </RootFrame>
  )
}
