import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react'
import { SlidersHorizontal } from 'lucide-react'
import { useRef, useState } from 'react'
import { activeFilterCount, type JobsSearch } from '../lib/jobs-search-params'
import { JobFilters, type FiltersPatch } from './job-filters'
import { jobCountText } from './job-results'

type Props = {
  search: JobsSearch
  onChange: (patch: FiltersPatch) => void
  onClear: () => void
  /** The current number of results, for "Show N jobs". */
  total: number | undefined
}

/** Phones: the filters in a bottom drawer behind a "Filters" button that shows how many are active. */
export function FiltersDrawer({ search, onChange, onClear, total }: Props) {
  const [open, setOpen] = useState(false)
  // Focus the close button, not the first field: on a phone that would open the keyboard over the filters.
  const closeRef = useRef<HTMLButtonElement>(null)
  const count = activeFilterCount(search)
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="bottom"
      initialFocusEl={() => closeRef.current}
      // The fields exist only while the drawer is open: closed, they would be a hidden second copy of the form.
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          hideFrom="lg"
          aria-label={count > 0 ? `Filters, ${count} active` : 'Filters'}
        >
          <SlidersHorizontal aria-hidden /> Filters
          {count > 0 ? (
            <Badge colorPalette="indigo" variant="solid" size="sm" borderRadius="full">
              {count}
            </Badge>
          ) : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" borderTopRadius="2xl">
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <JobFilters search={search} onChange={onChange} />
            </Drawer.Body>
            <Drawer.Footer gap="3" borderTopWidth="1px" pb="calc(1rem + env(safe-area-inset-bottom))">
              <Button variant="ghost" onClick={onClear} disabled={count === 0}>
                Clear all
              </Button>
              <Button colorPalette="indigo" flex="1" onClick={() => setOpen(false)}>
                {total === undefined ? 'Show jobs' : `Show ${jobCountText(total)}`}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton ref={closeRef} size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
