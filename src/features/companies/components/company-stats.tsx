import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react'
import { formatCount } from '@/lib/format-count'
import { useCompanyStats } from '../api/get-company-stats'

/** GET /api/Companies/{id}/stats: open jobs, jobs posted and followers (K/M). */
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
  return (
    <SimpleGrid
      columns={3}
      gap={{ base: '2', md: '4' }}
      aria-label="Company stats"
      data-testid="company-stats"
    >
      {items
        ? items.map((item) => (
            // The term (<dt>) comes before its value (<dd>); column-reverse shows the number on top.
            <Stat.Root
              key={item.label}
              borderWidth="1px"
              borderRadius="xl"
              px={{ base: '3', md: '5' }}
              py={{ base: '3', md: '4' }}
              bg="bg.panel"
              flexDirection="column-reverse"
              justifyContent="flex-end"
            >
              <Stat.Label color="fg.muted" fontSize={{ base: 'xs', md: 'sm' }}>
                {item.label}
              </Stat.Label>
              <Stat.ValueText
                fontSize={{ base: 'xl', md: '2xl' }}
                colorPalette="indigo"
                color="colorPalette.fg"
              >
                {formatCount(item.value)}
              </Stat.ValueText>
            </Stat.Root>
          ))
        : Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={{ base: '16', md: '20' }} borderRadius="xl" />
          ))}
    </SimpleGrid>
  )
}
