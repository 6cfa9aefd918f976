import { lazy } from 'react'

// The actions dialogs of /search load when first needed: with their share, privacy, watch, follow and pool code
// they were ~26 KB gzip of the route's chunk (issue 13 route budgets), and most visits open none. Neither imports
// a module of the route's own chunk (DiscoveryActionsDialog is given what it shows), so loading one adds no copy
// of the route's code. preloadDiscoveryDialogs starts both downloads as soon as a pointer or the keyboard reaches
// the results, so an opening still feels instant.
const loadItemActions = () => import('./discovery-actions-dialog')
const loadResumeActions = () => import('@/entities/resume/actions/resume-action-dialog')

let preloaded = false
export function preloadDiscoveryDialogs() {
  if (preloaded) return
  preloaded = true
  // A failed download is tried again by the lazy component when its dialog opens.
  Promise.all([loadItemActions(), loadResumeActions()]).catch(() => (preloaded = false))
}

export const LazyDiscoveryActionsDialog = lazy(() =>
  loadItemActions().then((m) => ({ default: m.DiscoveryActionsDialog })),
)
export const LazyResumeActionDialog = lazy(() =>
  loadResumeActions().then((m) => ({ default: m.ResumeActionDialog })),
)
