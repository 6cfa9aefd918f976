import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import type { JobAnalyticsDay } from '@/api/jobs/job-analytics'
import { formatCount } from '@/lib/format-count'

export type Metric = 'views' | 'saves' | 'applications'

export const METRIC_LABELS: Record<Metric, { title: string; one: string; many: string }> = {
  views: { title: 'Views', one: 'view', many: 'views' },
  saves: { title: 'Saves', one: 'save', many: 'saves' },
  applications: { title: 'Applications', one: 'application', many: 'applications' },
}

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

const countText = (n: number, metric: Metric) =>
  `${n} ${n === 1 ? METRIC_LABELS[metric].one : METRIC_LABELS[metric].many}`

/** One sentence that says what the bars show, for screen readers (the table below has every number). */
export function describeSeries(days: readonly JobAnalyticsDay[], metric: Metric): string {
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) return `No ${METRIC_LABELS[metric].many} data.`
  const total = days.reduce((sum, day) => sum + day[metric], 0)
  const peak = days.reduce((best, day) => (day[metric] > best[metric] ? day : best), first)
  const range = `${METRIC_LABELS[metric].title} per day, ${dayLabel(first.date)} to ${dayLabel(last.date)}: ${countText(total, metric)} in total`
  return total === 0 ? `${range}.` : `${range}, most on ${dayLabel(peak.date)} (${peak[metric]}).`
}

/** Palette tokens (the bars fill with currentColor, so light and dark mode follow the theme). */
const COLORS: Record<Metric, string> = {
  views: 'indigo.solid',
  saves: 'green.solid',
  applications: 'orange.solid',
}

/** Bars per day as plain SVG (no chart library): one bar a day, a tooltip per bar, the total beside the title. */
export function AnalyticsChart({ days, metric }: { days: readonly JobAnalyticsDay[]; metric: Metric }) {
  const peak = Math.max(0, ...days.map((day) => day[metric]))
  const max = Math.max(1, peak)
  const first = days[0]
  const last = days.at(-1)
  const total = days.reduce((sum, day) => sum + day[metric], 0)
  const width = Math.max(1, days.length) * 10
  return (
    <Stack as="figure" gap="2" m="0">
      <HStack as="figcaption" justify="space-between" align="baseline">
        <Text fontWeight="semibold">{METRIC_LABELS[metric].title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatCount(total)} in this period · peak {formatCount(peak)} a day
        </Text>
      </HStack>
      <Box borderBottomWidth="1px" borderColor="border.emphasized" h="28" color={COLORS[metric]}>
        <svg
          role="img"
          aria-label={describeSeries(days, metric)}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          width="100%"
          height="100%"
        >
          {days.map((day, index) => {
            const height = (day[metric] / max) * 100
            return (
              <rect
                key={day.date}
                x={index * 10 + 1.5}
                y={100 - height}
                width={7}
                height={Math.max(height, day[metric] > 0 ? 2 : 0)}
                rx={1}
                fill="currentColor"
              >
                <title>{`${dayLabel(day.date)}: ${countText(day[metric], metric)}`}</title>
              </rect>
            )
          })}
        </svg>
      </Box>
      <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden>
        <Text>{first ? dayLabel(first.date) : ''}</Text>
        <Text>{last ? dayLabel(last.date) : ''}</Text>
      </HStack>
    </Stack>
  )
}
