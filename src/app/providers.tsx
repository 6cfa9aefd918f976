import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ColorModeProvider } from '@/components/ui/color-mode'
import { getSystem } from '@/components/ui/system'
import { Toaster } from '@/components/ui/toaster'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
