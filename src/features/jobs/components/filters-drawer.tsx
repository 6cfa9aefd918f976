import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react'
import { useRef, type RefObject } from 'react'
import { activeFilterCount, type JobsSearch } from '../lib/jobs-search-params'
import { JobFilters, type FiltersPatch } from './job-filters'
import { jobCountText } from './job-results'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the drawer: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
  search: JobsSearch
  onChange: (patch: FiltersPatch) => void
  onClear: () => void
  /** The current number of results, for "Show N jobs". */
  total: number | undefined
}

/** Phones: the filters in a bottom drawer (opened by FiltersButton, which loads this file when needed). */
export function FiltersDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  search,
  onChange,
  onClear,
  total,
}: Props) {
  // Focus the close button, not the first field: on a phone that would open the keyboard over the filters.
  const closeRef = useRef<HTMLButtonElement>(null)
  const count = activeFilterCount(search)
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="bottom"
      initialFocusEl={() => closeRef.current}
      finalFocusEl={() => returnFocusTo.current}
      // The fields exist only while the drawer is open: closed, they would be a hidden second copy of the form.
      lazyMount
      unmountOnExit
    >
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
              <Button colorPalette="indigo" flex="1" onClick={() => onOpenChange(false)}>
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
