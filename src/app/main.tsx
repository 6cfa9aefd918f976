import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppQueryClient } from '@/lib/query-client'
import { installGlobalErrorHandlers } from '@/lib/logger'
import { AppProviders } from './providers'
import { createAppRouter } from './router'
import { CriticalErrorBoundary } from '@/components/errors/critical-error-boundary'

// Before the first render, so errors while starting up are logged and reported too.
installGlobalErrorHandlers()

const queryClient = createAppQueryClient()
const router = createAppRouter(queryClient)

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element')

createRoot(rootElement).render(
  <StrictMode>
    <CriticalErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </CriticalErrorBoundary>
  </StrictMode>,
)
