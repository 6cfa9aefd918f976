import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ColorModeProvider } from '@/components/ui/color-mode'
import { pageHasStaticGlobalCss, withoutGlobalCss } from '@/components/ui/static-global-css'
import { getSystem } from '@/components/ui/system'
import { Toaster } from '@/components/ui/toaster'

let pageSystem: ReturnType<typeof getSystem> | undefined

/** Chakra's system, without the global CSS the page already carries (components/ui/static-global-css.ts). */
function getPageSystem() {
  pageSystem ??= pageHasStaticGlobalCss() ? withoutGlobalCss(getSystem()) : getSystem()
  return pageSystem
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={getPageSystem()}>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
