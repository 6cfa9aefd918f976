import { Box, HStack, Text } from '@chakra-ui/react'
import type { MetricSeries } from '@/api/product-metrics/product-metrics'
import { formatMetric } from '../lib/metric-format'
import { shortDay } from '../lib/day-range'

const HEIGHT = 100

/** One sentence for screen readers: the range, the summary and the peak day. */
export function describeMetric(series: MetricSeries, days: readonly string[]): string {
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) return `${series.label}: no data.`
  let peak = 0
  series.values.forEach((value, i) => {
    if (value > (series.values[peak] ?? 0)) peak = i
  })
  const range = `${series.label}, ${shortDay(first)} to ${shortDay(last)}`
  const peakValue = series.values[peak] ?? 0
  if (peakValue === 0) return `${range}: none.`
  return `${range}: highest ${formatMetric(series.unit, peakValue)} on ${shortDay(days[peak]!)}, ${formatMetric(series.unit, series.values.at(-1) ?? 0)} on the last day.`
}

/**
 * A metric over days as plain SVG (no chart library, like the job analytics): bars for counts per day, a line
 * over a soft area for levels (active users, paying accounts, MRR). Each day has a tooltip; colours follow the theme.
 */
export function MetricChart({ series, days }: { series: MetricSeries; days: readonly string[] }) {
  const max = Math.max(1, ...series.values)
  const step = 10
  const width = Math.max(1, days.length) * step
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4)
  const level = series.unit !== 'count'
  const points = series.values.map((value, i) => `${i * step + step / 2},${y(value)}`).join(' ')
  const empty = series.values.every((value) => value === 0)
  return (
    <Box>
      <Box
        position="relative"
        h={{ base: '16', md: '20' }}
        borderBottomWidth="1px"
        borderColor="border.emphasized"
        color={level ? 'green.solid' : 'indigo.solid'}
      >
        {empty ? (
          <Text
            position="absolute"
            inset="0"
            display="grid"
            placeItems="center"
            fontSize="sm"
            color="fg.subtle"
            aria-hidden
          >
            Nothing in this period
          </Text>
        ) : null}
        <svg
          role="img"
          aria-label={describeMetric(series, days)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height="100%"
        >
          {level ? (
            <>
              <polygon
                points={`${step / 2},${HEIGHT} ${points} ${width - step / 2},${HEIGHT}`}
                fill="currentColor"
                opacity={0.15}
              />
              <polyline
                points={points}
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
            </>
          ) : null}
          {series.values.map((value, i) => {
            const label = `${shortDay(days[i] ?? '')}: ${formatMetric(series.unit, value)}`
            if (level) {
              // A full-height transparent strip per day carries the tooltip for the line.
              return (
                <rect key={days[i]} x={i * step} y={0} width={step} height={HEIGHT} fill="transparent">
                  <title>{label}</title>
                </rect>
              )
            }
            const height = HEIGHT - y(value)
            return (
              <rect
                key={days[i]}
                x={i * step + 1.5}
                y={HEIGHT - Math.max(height, value > 0 ? 2 : 0)}
                width={step - 3}
                height={Math.max(height, value > 0 ? 2 : 0)}
                rx={1}
                fill="currentColor"
              >
                <title>{label}</title>
              </rect>
            )
          })}
        </svg>
      </Box>
      <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden mt="1">
        <Text>{days[0] ? shortDay(days[0]) : ''}</Text>
        <Text>{days.at(-1) ? shortDay(days.at(-1)!) : ''}</Text>
      </HStack>
    </Box>
  )
}
