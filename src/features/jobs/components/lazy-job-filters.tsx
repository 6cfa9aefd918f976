import { lazy } from 'react'

const loadFilters = () => import('./job-filters')
const loadDrawer = () => import('./filters-drawer')

/**
 * The filters form and the phones' drawer load after the results: a phone shows no filters until asked, and the
 * form's fields (checkboxes, switch, skills input) were a third of /jobs' start-up JavaScript. `preloadFilters`
 * fetches both once the page has started up, and again on hover or focus of the Filters button, so opening them is
 * instant.
 */
export const LazyJobFilters = lazy(() => loadFilters().then((m) => ({ default: m.JobFilters })))
export const LazyFiltersDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.FiltersDrawer })))

export function preloadFilters(): void {
  void loadFilters()
  void loadDrawer()
}
