import { ChevronDown, LayoutGrid, List } from 'lucide-react'
import type { ReactNode } from 'react'
import { jobsResultsClass as c } from '@/components/static-css/jobs-results'
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

/** One of the two attached layout buttons: Chakra's IconButton sm, subtle indigo when on, outline gray when off. */
function LayoutButton({
  label,
  on,
  position,
  onClick,
  children,
}: {
  label: string
  on: boolean
  position: 'first' | 'last'
  onClick: () => void
  children: ReactNode
}) {
  const classes = [
    c.layoutButton,
    on ? c.layoutButtonOn : '',
    position === 'first' ? c.layoutButtonFirst : c.layoutButtonLast,
  ]
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={on}
      className={classes.filter(Boolean).join(' ')}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

/**
 * Above the results: the counter, then the tools: filters (phones), alert, page size, grid / list. Plain elements
 * with static classes (decision 023).
 */
export function ResultsToolbar({ view, limit, onViewChange, onLimitChange, start, count, end }: Props) {
  return (
    <div className={c.toolbar}>
      <div className={c.toolbarCount}>{count}</div>
      <div className={c.toolbarTools}>
        {start}
        {end}
        <div className={c.toolbarPerPage}>
          <label htmlFor="jobs-per-page" className={c.toolbarPerPageLabel}>
            Per page
          </label>
          <div className={c.perPageSelect}>
            <select
              id="jobs-per-page"
              className={c.perPageField}
              value={String(limit)}
              onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
            >
              {JOBS_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            <span className={c.perPageIndicator}>
              <ChevronDown aria-hidden />
            </span>
          </div>
        </div>
        {/* On phones both layouts are one column: the switch only matters from md on. */}
        <div role="group" aria-label="Layout" className={c.toolbarLayout}>
          <LayoutButton
            label="Grid view"
            on={view === 'grid'}
            position="first"
            onClick={() => onViewChange('grid')}
          >
            <LayoutGrid aria-hidden />
          </LayoutButton>
          <LayoutButton
            label="List view"
            on={view === 'list'}
            position="last"
            onClick={() => onViewChange('list')}
          >
            <List aria-hidden />
          </LayoutButton>
        </div>
      </div>
    </div>
  )
}
