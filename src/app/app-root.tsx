import { StrictMode, useEffect } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { AppProviders } from './providers'
import type { createAppRouter } from './router'
import { CriticalErrorBoundary } from '@/components/errors/critical-error-boundary'

type AppRootProps = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }

/**
 * Marks <html data-hydrated> once React has attached to the page: until then a prerendered page is plain HTML
 * (its loader holds back form submissions, and end-to-end tests wait for this mark before interacting).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
    performance.mark('app:rendered')
  }, [])
  return null
}

/** The whole app element: the browser entry hydrates or renders it, the prerenderer renders it to HTML. */
export function AppRoot({ queryClient, router }: AppRootProps) {
  return (
    <StrictMode>
      <CriticalErrorBoundary>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
        <HydrationMark />
      </CriticalErrorBoundary>
    </StrictMode>
  )
}
