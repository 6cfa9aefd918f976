import type { MetricSeries } from '@/api/product-metrics/product-metrics'
import { formatCents } from '@/api/pricing'
import { formatInteger } from '@/lib/en-us-number'

/** A metric's value as people read it: dollars for cents, whole numbers otherwise. */
export const formatMetric = (unit: MetricSeries['unit'], value: number) =>
  unit === 'cents' ? formatCents(value) : formatInteger(value)

/** What the big number of a card means: a sum over the range, or the last day's level. */
export const summaryNote = (unit: MetricSeries['unit']) =>
  unit === 'count' ? 'in this period' : 'on the last day'
