import { SlidersHorizontal } from 'lucide-react'
import { Suspense, useEffect, useRef, useState } from 'react'
import { jobsResultsClass as c } from '@/components/static-css/jobs-results'
import { whenStartedUp } from '@/lib/after-start-up'
import { activeFilterCount, type JobsSearch } from '../lib/jobs-search-params'
import type { FiltersPatch } from './job-filters'
import { LazyFiltersDrawer, preloadFilters } from './lazy-job-filters'

type Props = {
  search: JobsSearch
  onChange: (patch: FiltersPatch) => void
  onClear: () => void
  /** The current number of results, for "Show N jobs". */
  total: number | undefined
}

/**
 * Phones and tablets: the "Filters" button (with how many are active) that opens the filters drawer. The button is a
 * plain element drawn like Chakra's outline Button sm; the drawer is loaded once the page has started up (or on
 * hover, focus or the first tap) and mounted on the first open.
 */
export function FiltersButton({ search, onChange, onClear, total }: Props) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const count = activeFilterCount(search)
  useEffect(() => whenStartedUp(preloadFilters), [])
  return (
    <>
      <button
        ref={button}
        type="button"
        className={c.filtersButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count > 0 ? `Filters, ${count} active` : 'Filters'}
        onPointerEnter={preloadFilters}
        onFocus={preloadFilters}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        <SlidersHorizontal aria-hidden /> Filters
        {count > 0 ? <span className={c.filtersCount}>{count}</span> : null}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <LazyFiltersDrawer
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            search={search}
            onChange={onChange}
            onClear={onClear}
            total={total}
          />
        </Suspense>
      ) : null}
    </>
  )
}
