import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import type { SalaryAnalysis, SalaryPercentiles } from '@/api/ai-tools/salary'

export const usd = (n: number | null | undefined) => (n == null ? '—' : `$${n.toLocaleString('en-US')}`)

const PERCENTILE_ROWS: [keyof SalaryPercentiles, string][] = [
  ['p10', '10th'],
  ['p25', '25th'],
  ['p50', 'Median'],
  ['p75', '75th'],
  ['p90', '90th'],
]

function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" letterSpacing="tight">
        {value}
      </Text>
      {note ? (
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </Box>
  )
}

/** The spread as a bar: where each percentile sits between the 10th and the 90th. */
function SpreadBar({ percentiles }: { percentiles: SalaryPercentiles }) {
  const low = percentiles.p10
  const high = percentiles.p90
  if (low == null || high == null || high <= low) return null
  const at = (n: number | null) => (n == null ? null : ((n - low) / (high - low)) * 100)
  return (
    <Box position="relative" h="3" borderRadius="full" bg="indigo.subtle" aria-hidden="true" mx="1">
      {PERCENTILE_ROWS.map(([key]) => {
        const left = at(percentiles[key])
        return left == null ? null : (
          <Box
            key={key}
            position="absolute"
            top="-1"
            left={`calc(${left}% - 2px)`}
            w="1"
            h="5"
            borderRadius="sm"
            bg={key === 'p50' ? 'indigo.solid' : 'indigo.muted'}
          />
        )
      })}
    </Box>
  )
}

export function SalaryResult({ analysis }: { analysis: SalaryAnalysis }) {
  const { occupation, locationAdjustment: location, experience, industryComparison: industry } = analysis
  const adjusted = location.adjustedPercentiles
  return (
    <Stack gap="5">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="md">
            {occupation.title}
          </Heading>
          <Badge variant="outline">SOC {occupation.socCode}</Badge>
          <Badge colorPalette={occupation.matchKind === 'exact' ? 'green' : 'orange'} variant="subtle">
            {occupation.matchKind === 'exact' ? 'Exact title match' : 'Closest title match'}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          “{analysis.jobTitle}” matched the O*NET title “{occupation.matchedTitle}” of {occupation.onetTitle}{' '}
          ({occupation.onetCode}).
          {occupation.alternatives.length
            ? ` Also close: ${occupation.alternatives.map((a) => `${a.title} (${a.socCode})`).join(', ')}.`
            : ''}
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Figure
          label="National median (per year)"
          value={usd(analysis.medianSalary)}
          note={`Hourly median ${usd(analysis.hourlyMedian)}`}
        />
        <Figure
          label={location.state ? `${location.state.name} estimate` : 'Location adjustment'}
          value={location.adjustedMedian != null ? usd(location.adjustedMedian) : 'National'}
          note={location.factor != null ? `Factor ${location.factor.toFixed(3)}` : 'No state given or found'}
        />
        <Figure
          label={`With ${experience.experienceYears} year${experience.experienceYears === 1 ? '' : 's'} (estimate)`}
          value={usd(experience.estimate)}
          note={`${experience.percentile}th percentile`}
        />
      </SimpleGrid>

      <Stack gap="3">
        <Heading as="h3" size="sm">
          Pay spread, 10th to 90th percentile
        </Heading>
        <SpreadBar percentiles={analysis.percentiles} />
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Percentile</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  National, May {analysis.source.national.year}
                </Table.ColumnHeader>
                {adjusted ? (
                  <Table.ColumnHeader textAlign="end">{location.state?.name} (estimate)</Table.ColumnHeader>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {PERCENTILE_ROWS.map(([key, label]) => (
                <Table.Row key={key} fontWeight={key === 'p50' ? 'semibold' : undefined}>
                  <Table.Cell>{label}</Table.Cell>
                  <Table.Cell textAlign="end">{usd(analysis.percentiles[key])}</Table.Cell>
                  {adjusted ? <Table.Cell textAlign="end">{usd(adjusted[key])}</Table.Cell> : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      <Stack gap="2" fontSize="sm">
        <Heading as="h3" size="sm">
          How these figures were worked out
        </Heading>
        <Text>{location.explanation}</Text>
        <Text>{experience.explanation}</Text>
      </Stack>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          Comparison with related groups
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {industry.note}
        </Text>
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Group</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Median</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">This job vs group</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {industry.comparisons.map((row) => (
                <Table.Row key={row.socCode}>
                  <Table.Cell>
                    {row.label}{' '}
                    <Text as="span" color="fg.muted">
                      ({row.socCode})
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{usd(row.medianSalary)}</Table.Cell>
                  <Table.Cell textAlign="end" color={row.difference >= 0 ? 'green.fg' : 'red.fg'}>
                    {row.difference >= 0 ? '+' : '−'}
                    {usd(Math.abs(row.difference))} ({row.differencePercent >= 0 ? '+' : ''}
                    {row.differencePercent}%)
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      <Text fontSize="sm" color="fg.muted">
        Source: {analysis.source.national.dataset}, May {analysis.source.national.year}, occupation{' '}
        {analysis.source.national.socCode}; state adjustment from {analysis.source.state.dataset}, May{' '}
        {analysis.source.state.year}.
      </Text>
    </Stack>
  )
}

/** The result as plain text for "Copy result". */
export function salaryText(a: SalaryAnalysis): string {
  return [
    `${a.occupation.title} (SOC ${a.occupation.socCode}) — matched “${a.jobTitle}”`,
    `National median: ${usd(a.medianSalary)} a year (May ${a.source.national.year})`,
    `Percentiles: 10th ${usd(a.percentiles.p10)}, 25th ${usd(a.percentiles.p25)}, 75th ${usd(a.percentiles.p75)}, 90th ${usd(a.percentiles.p90)}`,
    a.locationAdjustment.adjustedMedian != null
      ? `${a.locationAdjustment.state?.name}: ${usd(a.locationAdjustment.adjustedMedian)} (estimate, factor ${a.locationAdjustment.factor})`
      : a.locationAdjustment.explanation,
    `With ${a.experience.experienceYears} years: ${usd(a.experience.estimate)} (estimate)`,
    '',
    ...a.source.credits,
  ].join('\n')
}
