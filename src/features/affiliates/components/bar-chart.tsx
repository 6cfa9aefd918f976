import { Box, Text } from '@chakra-ui/react'
import { useId } from 'react'

export type ChartSeries = { label: string; color: string; values: readonly number[] }

type Props = {
  title: string
  /** One label per bar group (a day, week or month). */
  labels: readonly string[]
  /** Stacked bottom to top, in this order. */
  series: readonly ChartSeries[]
  format?: (value: number) => string
}

const WIDTH = 600
const HEIGHT = 160
const TOP = 8

/**
 * A stacked bar chart drawn as plain SVG (no chart library): one bar per bucket, one band per series. The picture
 * is for the eye; its label says the totals, and the legend names every band, so a screen reader misses nothing.
 */
export function BarChart({ title, labels, series, format = String }: Props) {
  const titleId = useId()
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0))
  const max = Math.max(1, ...totals)
  const step = WIDTH / Math.max(1, labels.length)
  const barWidth = Math.max(2, step * 0.7)
  const summary = series
    .map((s) => `${s.label}: ${format(s.values.reduce((sum, value) => sum + value, 0))}`)
    .join(', ')
  return (
    <Box>
      <Text id={titleId} fontWeight="semibold" fontSize="sm" mb="2">
        {title}
      </Text>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-description={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        style={{
          width: '100%',
          height: '8rem',
          display: 'block',
          borderBottom: '1px solid var(--chakra-colors-border)',
        }}
      >
        <title>{`${title}: ${summary}`}</title>
        {labels.map((label, i) => {
          let y = HEIGHT
          return (
            <g key={label}>
              {series.map((s) => {
                const value = Math.max(0, s.values[i] ?? 0)
                const h = (value / max) * (HEIGHT - TOP)
                y -= h
                return value > 0 ? (
                  <rect
                    key={s.label}
                    x={i * step + (step - barWidth) / 2}
                    y={y}
                    width={barWidth}
                    height={h}
                    fill={s.color}
                    rx={1}
                  />
                ) : null
              })}
            </g>
          )
        })}
      </svg>
      <Box display="flex" justifyContent="space-between" fontSize="xs" color="fg.muted" mt="1">
        <span>{labels[0]}</span>
        <span>{labels.at(-1)}</span>
      </Box>
      <Box as="ul" display="flex" flexWrap="wrap" gap="3" mt="2" fontSize="xs" listStyleType="none">
        {series.map((s) => (
          <Box as="li" key={s.label} display="flex" alignItems="center" gap="1.5">
            <Box w="2.5" h="2.5" borderRadius="sm" style={{ background: s.color }} aria-hidden="true" />
            {s.label}: {format(s.values.reduce((sum, value) => sum + value, 0))}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
