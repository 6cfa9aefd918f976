import { chakra, Group, HStack, IconButton, NativeSelect } from '@chakra-ui/react'
import { LayoutGrid, List } from 'lucide-react'
import type { ReactNode } from 'react'
import { JOBS_PAGE_SIZES } from '../lib/jobs-search-params'

type Props = {
  view: 'grid' | 'list'
  limit: number
  onViewChange: (view: 'grid' | 'list') => void
  onLimitChange: (limit: number) => void
  /** First of the tools (the phone's Filters button). */
  start?: ReactNode
  count: ReactNode
  /** Before the layout switch (e.g. "Create alert"). */
  end?: ReactNode
}

/** Above the results: the counter, then the tools: filters (phones), alert, page size, grid / list. */
export function ResultsToolbar({ view, limit, onViewChange, onLimitChange, start, count, end }: Props) {
  return (
    <HStack justify="space-between" gap="2" wrap="wrap" minH="9">
      <HStack gap="3" minW="0">
        {count}
      </HStack>
      <HStack gap={{ base: '2', md: '3' }}>
        {start}
        {end}
        <HStack gap="2" hideBelow="sm">
          <chakra.label htmlFor="jobs-per-page" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            Per page
          </chakra.label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id="jobs-per-page"
              value={String(limit)}
              onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
            >
              {JOBS_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {/* On phones both layouts are one column: the switch only matters from md on. */}
        <Group attached role="group" aria-label="Layout" hideBelow="md">
          <IconButton
            aria-label="Grid view"
            aria-pressed={view === 'grid'}
            size="sm"
            variant={view === 'grid' ? 'subtle' : 'outline'}
            colorPalette={view === 'grid' ? 'indigo' : 'gray'}
            onClick={() => onViewChange('grid')}
          >
            <LayoutGrid aria-hidden />
          </IconButton>
          <IconButton
            aria-label="List view"
            aria-pressed={view === 'list'}
            size="sm"
            variant={view === 'list' ? 'subtle' : 'outline'}
            colorPalette={view === 'list' ? 'indigo' : 'gray'}
            onClick={() => onViewChange('list')}
          >
            <List aria-hidden />
          </IconButton>
        </Group>
      </HStack>
    </HStack>
  )
}
