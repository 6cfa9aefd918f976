import type { ReactNode } from 'react'
import { jobsResultsClass as c } from '@/components/static-css/jobs-results'

/**
 * Cards in the chosen layout: a responsive grid (1, 2, then 3 columns), or one per row. A plain list with static
 * classes (decision 023); dimmed and busy while another page of results loads.
 */
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
  const layout = view === 'list' ? c.list : c.grid
  return (
    <ul
      aria-label={label}
      aria-busy={dimmed || undefined}
      className={dimmed ? `${layout} ${c.listDimmed}` : layout}
    >
      {children}
    </ul>
  )
}
