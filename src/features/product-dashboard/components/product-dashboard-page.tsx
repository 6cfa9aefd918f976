import {
  Button,
  Center,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { BarChart3, Download, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import {
  METRIC_GROUP_LABELS,
  METRIC_GROUPS,
  type ProductMetrics,
} from '@/api/product-metrics/product-metrics'
import { parseRole, Role } from '@/api/roles'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { toaster } from '@/components/ui/toaster'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { useSession } from '@/lib/session/use-session'
import { downloadProductMetricsCsv, productMetricsQueryOptions } from '../api/product-metrics'
import { lastDays } from '../lib/day-range'
import { RECOMPUTE_POLL_MS, useRecompute } from '../lib/use-recompute'
import { AdminsOnlyState } from './admins-only-state'
import { MetricCard } from './metric-card'
import { RangePicker, type RangeChoice } from './range-picker'

const isPlatformAdmin = (role: string | undefined) => {
  const parsed = parseRole(role)
  return parsed === Role.Admin || parsed === Role.SuperAdmin
}

/**
 * /admin/product-dashboard (issue 18): the platform's daily figures as charts, for admins and super admins. The
 * gate reads the signed-in user's own role, as the server does: a super admin's persona changes other screens,
 * not who may see this one (decision 045).
 */
export function ProductDashboardPage() {
  const role = useSession((s) => s.user?.role)
  if (!isPlatformAdmin(role)) return <AdminsOnlyState />
  return <ProductDashboard />
}

function ProductDashboard() {
  const [choice, setChoice] = useState<RangeChoice>({ preset: 30 })
  const range = 'preset' in choice ? lastDays(choice.preset) : choice.custom
  const [polling, setPolling] = useState(false)
  const query = useQuery({
    ...productMetricsQueryOptions(range),
    refetchInterval: polling ? RECOMPUTE_POLL_MS : false,
  })
  const recompute = useRecompute(range, query.data?.computedAt)
  if (recompute.polling !== polling) setPolling(recompute.polling)
  const [exporting, setExporting] = useState(false)

  if (query.error instanceof ApiError && query.error.statusCode === 403) return <AdminsOnlyState />

  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadProductMetricsCsv(range)
    } catch (error) {
      toaster.create({ type: 'error', title: 'Export failed', description: (error as Error).message })
    } finally {
      setExporting(false)
    }
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Product dashboard
            </Heading>
            <Text color="fg.muted">
              How ReelHire is used, day by day (UTC days, refreshed every hour).
              {query.data?.computedAt
                ? ` Last computed ${new Date(query.data.computedAt).toLocaleString()}.`
                : ''}
            </Text>
          </Stack>
          <HStack gap="2" alignSelf={{ base: 'stretch', md: 'flex-start' }} flexShrink={0}>
            <Button
              variant="ghost"
              colorPalette="indigo"
              flex={{ base: '1', md: 'none' }}
              loading={recompute.mutation.isPending || recompute.polling}
              loadingText="Recomputing…"
              onClick={() => recompute.mutation.mutate()}
            >
              <RefreshCw aria-hidden /> Recompute now
            </Button>
            <Button
              variant="outline"
              colorPalette="indigo"
              flex={{ base: '1', md: 'none' }}
              loading={exporting}
              loadingText="Preparing CSV…"
              onClick={() => void exportCsv()}
            >
              <Download aria-hidden /> Export CSV
            </Button>
          </HStack>
        </Stack>
        <RangePicker choice={choice} onChange={setChoice} />
        <Figures query={query} />
      </Stack>
    </Container>
  )
}

type FiguresQuery = ReturnType<typeof useQuery<ProductMetrics>>

function Figures({ query }: { query: FiguresQuery }) {
  if (query.isPending) {
    return (
      <Center minH="40vh" role="status">
        <Spinner size="lg" color="indigo.solid" />
        <Text srOnly>Loading the figures…</Text>
      </Center>
    )
  }
  if (query.isError) {
    return (
      <LoadFailedState
        icon={<BarChart3 />}
        offline={isOfflineFailure(query.error)}
        offlineText="The figures load when you're back online."
        title="Failed to load the figures"
        description={toUserMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const data = query.data
  if (!data.computedAt) {
    return (
      <Stack
        role="status"
        borderWidth="1px"
        borderRadius="xl"
        bg="bg.panel"
        p="8"
        align="center"
        textAlign="center"
      >
        <BarChart3 aria-hidden />
        <Text fontWeight="semibold">No figures for these days yet</Text>
        <Text color="fg.muted">
          The figures are computed in the background every hour, the first time shortly after the server
          starts. Choose “Recompute now” to compute them at once.
        </Text>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Check again
        </Button>
      </Stack>
    )
  }
  return (
    <Stack gap="8" aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.6 : 1}>
      {METRIC_GROUPS.map((group) => {
        const series = data.series.filter((s) => s.group === group)
        if (series.length === 0) return null
        return (
          <Stack as="section" key={group} gap="3" aria-labelledby={`metrics-${group}`}>
            <Heading as="h2" size="lg" id={`metrics-${group}`}>
              {METRIC_GROUP_LABELS[group]}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {series.map((s) => (
                <MetricCard key={s.key} series={s} days={data.days} />
              ))}
            </SimpleGrid>
          </Stack>
        )
      })}
      <HStack fontSize="xs" color="fg.muted">
        <Text>
          Counts are totals over the period; active users, paying accounts and revenue are the last day&apos;s
          level. Revenue is monthly recurring revenue in US dollars.
        </Text>
      </HStack>
    </Stack>
  )
}
