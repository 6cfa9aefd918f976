import { Button, useMediaQuery } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Bookmark, Briefcase } from 'lucide-react'
import { Suspense, useRef } from 'react'
import { LineTabs } from '@/components/navigation/line-tabs'
import { jobsPageClass as c } from '@/components/static-css/jobs-results'
import { LARGE_SCREEN_QUERY } from '@/config/media-queries'
import { useHydrated } from '@/lib/hydration/use-hydrated'
import { useSavedJobs } from '@/entities/job/saves/use-job-save'
import { jobsQueryOptions } from '../api/get-jobs'
import {
  activeFilterCount,
  clearedSearch,
  DEFAULT_JOBS_PAGE_SIZE,
  toJobListParams,
  type JobsSearch,
} from '../lib/jobs-search-params'
import { FiltersButton } from './filters-button'
import type { FiltersPatch } from './job-filters'
import { JobResults } from './job-results'
import { JobSearchBox } from './job-search-box'
import { LazyJobFilters } from './lazy-job-filters'
import { SavedJobsView } from './saved-jobs-view'

export type SearchChangeOptions = { replace?: boolean }

type Props = {
  search: JobsSearch
  /** Writes the URL's search (the route navigates). */
  onSearchChange: (next: JobsSearch, options?: SearchChangeOptions) => void
}

/** Drops undefined keys, so defaults stay out of the URL. */
const clean = (search: JobsSearch): JobsSearch =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as JobsSearch

/**
 * /jobs: search, filters (a sidebar on desktop, a drawer on phones), results
 * in a grid or a list with pagination, and the Saved tab — everything in the URL.
 *
 * The layout is plain elements with static classes (src/components/static-css/jobs-results.ts, decision 023); only
 * the widgets with behaviour (tabs, buttons, fields) are Chakra components.
 */
export function JobsPage({ search, onSearchChange }: Props) {
  const tab = search.tab ?? 'all'
  const view = search.view ?? 'grid'
  const saved = useSavedJobs()
  const total = useQuery({ ...jobsQueryOptions(toJobListParams(search)), enabled: tab === 'all' }).data?.total
  const resultsTop = useRef<HTMLDivElement>(null)
  const filterCount = activeFilterCount(search)

  /** A new search or filter starts again at page 1; typing replaces the history entry. */
  const changeFilters = (patch: FiltersPatch) =>
    onSearchChange(clean({ ...search, ...patch, page: undefined }), { replace: true })
  const clearFilters = () => onSearchChange(clearedSearch(search), { replace: true })
  const showTab = (next: 'all' | 'saved') =>
    onSearchChange(clean({ ...search, tab: next === 'saved' ? 'saved' : undefined }))

  return (
    <div className={c.root}>
      <div className={c.stack}>
        <div className={c.intro}>
          <h1 className={c.title}>Find your next job</h1>
          <p className={c.lead}>
            Search open roles by title, company or skill. Saved jobs stay readable offline.
          </p>
        </div>

        <JobSearchBox
          value={search.search ?? ''}
          onSearch={(text) => changeFilters({ search: text, tab: undefined })}
        />

        <LineTabs
          tabs={[
            {
              value: 'all',
              label: (
                <>
                  <Briefcase aria-hidden size={16} /> All jobs
                </>
              ),
            },
            {
              value: 'saved',
              label: (
                <>
                  <Bookmark aria-hidden size={16} /> Saved
                  {saved.isSignedIn && saved.lastCheckedAt !== null ? (
                    <span className={c.tabCount}>{saved.items.length}</span>
                  ) : null}
                </>
              ),
            },
          ]}
          value={tab}
          onChange={showTab}
          panelClassName={c.tabPanel}
        >
          {tab === 'all' ? (
            <div className={c.grid}>
              <FiltersColumn
                search={search}
                filterCount={filterCount}
                onChange={changeFilters}
                onClear={clearFilters}
              />
              <div ref={resultsTop} className={c.results}>
                <JobResults
                  search={search}
                  onPageChange={(page) => {
                    onSearchChange(clean({ ...search, page: page > 1 ? page : undefined }))
                    resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                  }}
                  onViewChange={(next) =>
                    onSearchChange(clean({ ...search, view: next === 'list' ? 'list' : undefined }), {
                      replace: true,
                    })
                  }
                  onLimitChange={(limit) =>
                    changeFilters({ limit: limit === DEFAULT_JOBS_PAGE_SIZE ? undefined : limit })
                  }
                  onClearFilters={clearFilters}
                  onShowSaved={() => showTab('saved')}
                  filtersButton={
                    <FiltersButton
                      search={search}
                      onChange={changeFilters}
                      onClear={clearFilters}
                      total={total}
                    />
                  }
                />
              </div>
            </div>
          ) : (
            <SavedJobsView view={view} onBrowse={() => showTab('all')} />
          )}
        </LineTabs>
      </div>
    </div>
  )
}

type FiltersColumnProps = {
  search: JobsSearch
  filterCount: number
  onChange: (patch: FiltersPatch) => void
  onClear: () => void
}

/**
 * The filters column, from the lg breakpoint (phones and tablets use the drawer): not rendering it below saves a
 * phone the page's largest form on every visit. A client render reads the screen at once; hydrating the page the
 * server rendered (which knows no screen: no column) starts without it, as the HTML does, and adds it right after —
 * the results already stand in their own column, so nothing moves. A component of its own so that the re-render
 * after hydration is this column's alone, not the page's.
 */
function FiltersColumn({ search, filterCount, onChange, onClear }: FiltersColumnProps) {
  const hydrated = useHydrated()
  const [wide = false] = useMediaQuery([LARGE_SCREEN_QUERY], { ssr: !hydrated })
  if (!wide) return null
  return (
    <aside aria-label="Filters">
      <div className={c.filtersColumn}>
        <div className={c.filtersHeader}>
          <h2 className={c.filtersTitle}>Filters</h2>
          {filterCount > 0 ? (
            <Button size="xs" variant="ghost" colorPalette="indigo" onClick={onClear}>
              Clear all ({filterCount})
            </Button>
          ) : null}
        </div>
        <Suspense fallback={<div className={c.filtersLoading} aria-busy="true" />}>
          <LazyJobFilters search={search} onChange={onChange} />
        </Suspense>
      </div>
    </aside>
  )
}
