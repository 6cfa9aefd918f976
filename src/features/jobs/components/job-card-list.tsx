import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Cards in the chosen layout: a responsive grid, or one per row. */
export function JobCardList({
  view,
  dimmed = false,
  label,
  children,
}: {
  view: 'grid' | 'list'
  dimmed?: boolean
  label: string
  children: ReactNode
}) {
  const common = {
    as: 'ul' as const,
    'aria-label': label,
    listStyleType: 'none',
    m: '0',
    p: '0',
    opacity: dimmed ? 0.6 : 1,
    transition: 'opacity 0.15s',
    'aria-busy': dimmed || undefined,
  }
  return view === 'list' ? (
    <Stack gap="3" {...common}>
      {children}
    </Stack>
  ) : (
    <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4" {...common}>
      {children}
    </SimpleGrid>
  )
}
