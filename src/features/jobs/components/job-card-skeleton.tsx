import { jobCardClass } from '@/components/static-css/job-card'
import { jobsResultsClass as c } from '@/components/static-css/jobs-results'

/** One pulsing block of the placeholder (Chakra's Skeleton look, static: decision 023). */
const Block = ({ size }: { size: string }) => <div className={`${c.skeleton} ${size}`} />

/** Placeholders shaped like job cards while the first results load. */
export function JobCardSkeletons({
  count = 6,
  variant = 'grid',
}: {
  count?: number
  variant?: 'grid' | 'list'
}) {
  const cards = Array.from({ length: count }, (_, i) => (
    <div key={i} className={c.skeletonCard} aria-hidden>
      <div className={c.skeletonBody}>
        <div className={c.skeletonRow}>
          <Block size={c.skeletonLogo} />
          <div className={c.skeletonLines}>
            <Block size={c.skeletonTitle} />
            <Block size={c.skeletonCompany} />
            <div className={c.skeletonBadges}>
              <Block size={c.skeletonBadgeWide} />
              <Block size={c.skeletonBadge} />
            </div>
          </div>
        </div>
        <div className={c.skeletonText}>
          <Block size={c.skeletonLine} />
          <Block size={`${c.skeletonLine} ${c.skeletonLineLast}`} />
        </div>
      </div>
    </div>
  ))
  return (
    <div role="status" className={c.skeletons}>
      <p className={jobCardClass.srOnly}>Loading jobs…</p>
      <div className={variant === 'list' ? c.skeletonList : c.skeletonGrid}>{cards}</div>
    </div>
  )
}
