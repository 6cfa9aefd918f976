import { Card, Text } from '@chakra-ui/react'
import type { MetricSeries } from '@/api/product-metrics/product-metrics'
import { formatMetric, summaryNote } from '../lib/metric-format'
import { MetricChart } from './metric-chart'

/** One metric: its name, the period's figure and the chart of its days. */
export function MetricCard({ series, days }: { series: MetricSeries; days: readonly string[] }) {
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-label={series.label} data-metric={series.key}>
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          {series.label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
          {formatMetric(series.unit, series.summary)}{' '}
          <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
            {summaryNote(series.unit)}
          </Text>
        </Text>
        <MetricChart series={series} days={days} />
      </Card.Body>
    </Card.Root>
  )
}
