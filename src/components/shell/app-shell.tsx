import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function AppShell({ children }: { children: ReactNode }) {
  return <Box minH="100dvh">{children}</Box>
}
