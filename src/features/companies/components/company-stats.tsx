import { SimpleGrid, Skeleton } from '@chakra-ui/react'
import { companyProfileClass as c } from '@/components/static-css/company-profile'
import { formatCount } from '@/lib/format-count'
import { useCompanyStats } from '../api/get-company-stats'

/**
 * GET /api/Companies/{id}/stats: open jobs, jobs posted and followers (K/M). The figures are plain elements with
 * static classes (src/components/static-css/company-profile.ts); the placeholders while they load stay Chakra's.
 */
export function CompanyStats({ companyId }: { companyId: string }) {
  const stats = useCompanyStats(companyId)
  const items = stats.data
    ? [
        { label: 'Open jobs', value: stats.data.activeJobsCount },
        { label: 'Jobs posted', value: stats.data.jobsCount },
        { label: 'Followers', value: stats.data.followersCount },
      ]
    : null
  if (stats.isError && !stats.data) return null
  if (!items) {
    return (
      <SimpleGrid
        columns={3}
        gap={{ base: '2', md: '4' }}
        aria-label="Company stats"
        data-testid="company-stats"
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={{ base: '16', md: '20' }} borderRadius="xl" />
        ))}
      </SimpleGrid>
    )
  }
  return (
    <div className={c.stats} aria-label="Company stats" data-testid="company-stats">
      {items.map((item) => (
        // The term (<dt>) comes before its value (<dd>); column-reverse shows the number on top.
        <dl key={item.label} className={c.stat}>
          <dt className={c.statLabel}>{item.label}</dt>
          <dd className={c.statValue}>{formatCount(item.value)}</dd>
        </dl>
      ))}
    </div>
  )
}
