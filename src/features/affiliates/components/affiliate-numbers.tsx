import {
  Alert,
  Badge,
  Box,
  Card,
  HStack,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import {
  AFFILIATE_RANGES,
  AFFILIATE_TERMS,
  type AffiliateDashboard,
} from '@/api/affiliates/affiliate-dashboard'
import { formatCents } from '@/api/pricing'
import { RelativeDateText } from '@/lib/hydration/date-text'
import { affiliateDashboardKey, fetchAffiliateDashboard } from '../api/affiliate-calls'
import { BarChart } from './bar-chart'
import { ReferralLinks } from './referral-links'

type Props = { days: number; onDaysChange: (days: number) => void }

const COLORS = {
  clicks: '#94a3b8',
  signups: '#6366f1',
  conversions: '#059669',
  pending: '#f59e0b',
  approved: '#6366f1',
  paid: '#059669',
  reversed: '#dc2626',
}

const bucketLabel = (start: string, bucket: AffiliateDashboard['range']['bucket']) =>
  new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    ...(bucket === 'month' ? { year: '2-digit' } : { day: 'numeric' }),
  })

/** An affiliate's own view: links, numbers for the chosen range, charts, the balance and recent referrals. */
export function AffiliateNumbers({ days, onDaysChange }: Props) {
  const query = useQuery({
    queryKey: affiliateDashboardKey(days),
    queryFn: ({ signal }) => fetchAffiliateDashboard(days, signal),
    placeholderData: (previous) => previous,
  })
  if (query.isPending)
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading your affiliate numbers">
        <Skeleton h="48" borderRadius="lg" />
        <Skeleton h="24" borderRadius="lg" />
        <Skeleton h="56" borderRadius="lg" />
      </Stack>
    )
  if (query.isError)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{query.error.message}</Alert.Description>
      </Alert.Root>
    )
  const data = query.data
  const labels = data.series.map((point) => bucketLabel(point.start, data.range.bucket))
  const values = (key: keyof (typeof data.series)[number]) => data.series.map((point) => Number(point[key]))
  const tiles = [
    { label: 'Clicks', value: String(data.totals.clicks) },
    { label: 'Sign-ups', value: String(data.totals.signups) },
    { label: 'Paid conversions', value: String(data.totals.conversions) },
    {
      label: 'Earned',
      value: formatCents(data.totals.pendingCents + data.totals.approvedCents + data.totals.paidCents),
    },
  ]
  return (
    <Stack gap="6">
      <ReferralLinks data={data} />
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          Your results
        </Text>
        <SegmentGroup.Root
          size="sm"
          value={String(days)}
          onValueChange={(details) => details.value && onDaysChange(Number(details.value))}
          aria-label="Period"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={AFFILIATE_RANGES.map((d) => ({ value: String(d), label: `${d} days` }))}
          />
        </SegmentGroup.Root>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="affiliate-totals">
        {tiles.map((tile) => (
          <Card.Root key={tile.label} size="sm">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{tile.label}</Stat.Label>
                <Stat.ValueText>{tile.value}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card.Root>
          <Card.Body>
            <BarChart
              title="Clicks, sign-ups and paid conversions"
              labels={labels}
              series={[
                { label: 'Clicks', color: COLORS.clicks, values: values('clicks') },
                { label: 'Sign-ups', color: COLORS.signups, values: values('signups') },
                { label: 'Paid conversions', color: COLORS.conversions, values: values('conversions') },
              ]}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <BarChart
              title="Earnings by status"
              labels={labels}
              format={formatCents}
              series={[
                { label: 'Paid', color: COLORS.paid, values: values('paidCents') },
                { label: 'Approved', color: COLORS.approved, values: values('approvedCents') },
                { label: 'Pending', color: COLORS.pending, values: values('pendingCents') },
                { label: 'Reversed', color: COLORS.reversed, values: values('reversedCents') },
              ]}
            />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">Balance</Card.Title>
            <Card.Description>
              Commissions are {AFFILIATE_TERMS.commissionRatePercent}% of each payment, pending for{' '}
              {AFFILIATE_TERMS.approvalDays} days (the refund window), then approved and paid monthly from{' '}
              {formatCents(AFFILIATE_TERMS.payoutMinimumCents)}.{' '}
              <Link to="/affiliate-program">Programme terms</Link>
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns="1fr auto"
              rowGap="2"
              data-testid="affiliate-balance"
            >
              {(
                [
                  ['Pending', data.balance.pendingCents],
                  ['Approved', data.balance.approvedCents],
                  ['Paid', data.balance.paidCents],
                  ['Reversed', data.balance.reversedCents],
                ] as const
              ).map(([label, cents]) => (
                <Box key={label} display="contents">
                  <Box as="dt" color="fg.muted">
                    {label}
                  </Box>
                  <Box as="dd" fontWeight="semibold" textAlign="end">
                    {formatCents(cents)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">Recent referrals</Card.Title>
            <Card.Description>People are numbered, never named: their details stay theirs.</Card.Description>
          </Card.Header>
          <Card.Body>
            {data.recentReferrals.length === 0 ? (
              <Text color="fg.muted">No sign-ups yet. Share your link to get your first referral.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" data-testid="recent-referrals">
                {data.recentReferrals.map((referral) => (
                  <HStack as="li" key={referral.number} justify="space-between" gap="2" flexWrap="wrap">
                    <Text>
                      <Text as="span" fontWeight="semibold">
                        Referral #{referral.number}
                      </Text>
                      , signed up <RelativeDateText value={referral.signedUpAt} lowercase />
                    </Text>
                    <HStack gap="2">
                      <Badge colorPalette={referral.plan === 'Premium' ? 'green' : 'gray'}>
                        {referral.plan}
                      </Badge>
                      {referral.earnedCents !== 0 ? (
                        <Text fontSize="sm">{formatCents(referral.earnedCents)}</Text>
                      ) : null}
                    </HStack>
                  </HStack>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  )
}
