import { Alert, Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Crown } from 'lucide-react'
import { formatCents } from '@/api/pricing'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { DateText } from '@/lib/hydration/date-text'
import {
  billingSubscriptionQueryKey,
  fetchBillingSubscription,
  fetchInvoices,
  invoicesQueryKey,
} from '../api/billing-calls'
import { CancelSubscription } from './cancel-subscription'
import { ChangePlan } from './change-plan'
import { PaymentMethods } from './payment-methods'
import { BorderedList } from './bordered-list'

function PlanSummary() {
  const query = useQuery({
    queryKey: billingSubscriptionQueryKey,
    queryFn: ({ signal }) => fetchBillingSubscription(signal),
  })
  if (query.isPending) return <Skeleton h="24" borderRadius="lg" />
  if (query.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>
          We could not load your plan.{' '}
          <Button size="xs" variant="outline" ms="2" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert.Description>
      </Alert.Root>
    )
  }
  const { subscription, plan } = query.data
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="billing-plan">
      {plan === 'premium' && subscription ? (
        <Stack gap="2">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="orange" variant="subtle" size="lg">
              <Crown aria-hidden size={14} /> Premium
            </Badge>
            {subscription.provider === 'test' ? <Badge colorPalette="yellow">Test mode</Badge> : null}
          </HStack>
          <Text>
            {subscription.seatsUsed} of {subscription.quantity}{' '}
            {subscription.quantity === 1 ? 'seat' : 'seats'} used · {subscription.priceLabel}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on{' '}
            <DateText value={subscription.currentPeriodEnd} />
          </Text>
          <HStack>
            <CancelSubscription subscription={subscription} />
          </HStack>
          {subscription.cancelAtPeriodEnd ? null : <ChangePlan subscription={subscription} />}
        </Stack>
      ) : (
        <Stack gap="3" align="flex-start">
          <Badge variant="subtle" size="lg">
            Free
          </Badge>
          <Text color="fg.muted">
            10 AI requests a month. Premium is unlimited, from $9.95 per seat a month.
          </Text>
          <LinkButton href="/pricing" colorPalette="indigo" size="sm">
            Upgrade to Premium
          </LinkButton>
        </Stack>
      )}
    </Box>
  )
}

function InvoiceList() {
  const query = useQuery({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => fetchInvoices(signal) })
  if (query.isPending) return <Skeleton h="16" borderRadius="lg" />
  if (query.isError) {
    return (
      <Text role="alert" color="fg.error" fontSize="sm">
        We could not load your invoices.{' '}
        <Button size="xs" variant="outline" ms="2" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Text>
    )
  }
  if (query.data.invoices.length === 0) {
    return <Text color="fg.muted">No invoices yet. They appear here after each payment.</Text>
  }
  return (
    <BorderedList label="Invoices" items={query.data.invoices} keyOf={(invoice) => invoice.id}>
      {(invoice) => (
        <>
          <Stack gap="0">
            <AppLink href={`/account/invoices/${invoice.id}`} fontWeight="semibold">
              {invoice.number}
            </AppLink>
            <Text fontSize="sm" color="fg.muted">
              <DateText value={invoice.issuedAt} />
              {invoice.testMode ? ' · test mode' : ''}
            </Text>
          </Stack>
          <HStack gap="2">
            <Text fontWeight="medium">{formatCents(invoice.totalCents)}</Text>
            <Badge colorPalette="green">Paid</Badge>
          </HStack>
        </>
      )}
    </BorderedList>
  )
}

/** Account → Billing: the plan of the account you pay for, and its invoices. */
export function BillingSection() {
  return (
    <Stack as="section" id="billing" gap="4" aria-labelledby="billing-title">
      <Stack gap="1">
        <Heading as="h2" id="billing-title" size="xl">
          Billing
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Your plan, seats, cards and invoices.
        </Text>
      </Stack>
      <PlanSummary />
      <Heading as="h3" size="md">
        Payment methods
      </Heading>
      <PaymentMethods />
      <Heading as="h3" size="md">
        Invoices
      </Heading>
      <InvoiceList />
    </Stack>
  )
}
