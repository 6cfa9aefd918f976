import {
  Button,
  Card,
  Center,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { formatCount } from '@/lib/format-count'
import { jobAnalyticsQueryOptions } from '../api/get-job-analytics'
import { jobForEditingQueryOptions } from '../api/get-job-for-editing'
import { serverMessage } from '../lib/server-errors'
import { AnalyticsChart, METRIC_LABELS, type Metric } from './analytics-chart'
import { AnalyticsTable } from './analytics-table'

const RANGES = [7, 30, 90] as const
const METRICS: readonly Metric[] = ['views', 'saves', 'applications']

/** /jobs/{id}/analytics: views, saves and applications per day with totals (issue 5 owner action). */
export function JobAnalyticsPage({ jobId }: { jobId: string }) {
  const [days, setDays] = useState<(typeof RANGES)[number]>(30)
  const [showTable, setShowTable] = useState(false)
  const job = useQuery(jobForEditingQueryOptions(jobId))
  const analytics = useQuery(jobAnalyticsQueryOptions(jobId, days))

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <AppLink href={`/jobs/${jobId}`} fontSize="sm" display="inline-flex" alignItems="center" gap="1">
          <ArrowLeft aria-hidden size={16} /> Back to the job
        </AppLink>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Job analytics
          </Heading>
          <Text color="fg.muted">{job.data?.title ?? ' '}</Text>
        </Stack>
        <HStack gap="2" role="group" aria-label="Period" wrap="wrap">
          {RANGES.map((range) => (
            <Button
              key={range}
              size="sm"
              variant={days === range ? 'solid' : 'outline'}
              colorPalette="indigo"
              aria-pressed={days === range}
              onClick={() => setDays(range)}
            >
              Last {range} days
            </Button>
          ))}
        </HStack>
        {analytics.isPending ? (
          <Center minH="30vh" role="status">
            <Spinner size="lg" color="indigo.solid" />
            <Text srOnly>Loading analytics…</Text>
          </Center>
        ) : analytics.isError ? (
          <Text role="alert" color="fg.error">
            {serverMessage(analytics.error)}
          </Text>
        ) : (
          <>
            <SimpleGrid columns={3} gap={{ base: '2', md: '4' }} as="dl">
              {METRICS.map((metric) => (
                <Card.Root key={metric} variant="outline" size={{ base: 'sm', md: 'md' }}>
                  <Card.Body gap="1">
                    <Text as="dt" fontSize={{ base: 'xs', sm: 'sm' }} color="fg.muted">
                      {METRIC_LABELS[metric].title}
                      <VisuallyHidden>, last {days} days</VisuallyHidden>
                    </Text>
                    <Text as="dd" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1">
                      {formatCount(analytics.data.totals[metric])}
                    </Text>
                    <Text as="dd" fontSize="sm" color="fg.muted">
                      {formatCount(analytics.data.lifetime[metric])} all time
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
            <Card.Root variant="outline">
              <Card.Body gap="8">
                {METRICS.map((metric) => (
                  <AnalyticsChart key={metric} days={analytics.data.days} metric={metric} />
                ))}
              </Card.Body>
            </Card.Root>
            <Stack gap="3" align="start">
              <Button
                size="sm"
                variant="outline"
                aria-expanded={showTable}
                onClick={() => setShowTable((s) => !s)}
              >
                {showTable ? 'Hide the numbers' : 'Show the numbers as a table'}
              </Button>
              {showTable ? <AnalyticsTable days={analytics.data.days} /> : null}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  )
}
