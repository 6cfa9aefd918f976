import { Alert, Badge, Box, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, Crown } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { formatCents } from '@/api/pricing'
import { LinkButton } from '@/components/ui/app-link'
import { DateText } from '@/lib/hydration/date-text'
import { checkoutResultQueryKey, fetchCheckoutResult } from '../api/checkout-calls'

/** Stripe's webhook may land a moment after the browser returns: ask again for a while. */
const POLL_MS = 1500
const MAX_POLLS = 40

type Props = {
  sessionId: string
  /** Called once when the payment is confirmed (refresh the signed-in user's plan and the cart). */
  onPaid: () => void
}

/** /checkout/success: what the payment produced — the plan, its seats and period, and the invoice. */
export function CheckoutSuccessPage({ sessionId, onPaid }: Props) {
  const polls = useRef(0)
  const result = useQuery({
    queryKey: checkoutResultQueryKey(sessionId),
    queryFn: ({ signal }) => {
      polls.current += 1
      return fetchCheckoutResult(sessionId, signal)
    },
    refetchInterval: (query) =>
      query.state.data?.session.status === 'open' && polls.current < MAX_POLLS ? POLL_MS : false,
  })
  const subscription = result.data?.subscription ?? null
  const paid = result.data?.session.status === 'complete' && subscription !== null
  const announced = useRef(false)
  useEffect(() => {
    if (paid && !announced.current) {
      announced.current = true
      onPaid()
    }
  }, [paid, onPaid])

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {result.isPending ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading your order">
          <Skeleton h="10" w="60%" />
          <Skeleton h="48" borderRadius="lg" />
        </Stack>
      ) : result.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We could not find this order</Alert.Title>
            <Alert.Description>
              If you paid, your plan is shown in Account → Billing.{' '}
              <LinkButton href="/account" size="xs" variant="outline" ms="2">
                Open Account
              </LinkButton>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : !paid || !subscription ? (
        <Stack gap="4" role="status">
          <Heading as="h1" size="2xl">
            Confirming your payment…
          </Heading>
          <Text color="fg.muted">
            {result.data.session.lastError
              ? `The last attempt failed: ${result.data.session.lastError}`
              : 'This takes a few seconds. You can leave this page; your plan updates on its own.'}
          </Text>
          <HStack>
            <LinkButton href="/checkout" variant="outline" size="sm">
              Back to checkout
            </LinkButton>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="6">
          <Stack gap="2" align="flex-start">
            <HStack color="green.fg" gap="2">
              <CheckCircle2 aria-hidden />
              <Text fontWeight="semibold">Payment received</Text>
            </HStack>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Welcome to Premium
            </Heading>
            <Text color="fg.muted">
              Unlimited AI is on for you now. Your receipt is below and in Account → Billing.
            </Text>
          </Stack>
          <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="checkout-result">
            <Stack gap="3">
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Badge colorPalette="orange" variant="subtle" size="lg">
                  <Crown aria-hidden size={14} /> Premium
                </Badge>
                {result.data.session.provider === 'test' ? (
                  <Badge colorPalette="yellow">Test mode</Badge>
                ) : null}
              </HStack>
              <Text>
                {subscription.quantity} {subscription.quantity === 1 ? 'seat' : 'seats'},{' '}
                {subscription.priceLabel}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Renews on <DateText value={subscription.currentPeriodEnd} />
              </Text>
              {result.data.invoice ? (
                <HStack justify="space-between" flexWrap="wrap" gap="2" borderTopWidth="1px" pt="3">
                  <Text>
                    Invoice{' '}
                    <Text as="span" fontWeight="semibold">
                      {result.data.invoice.number}
                    </Text>{' '}
                    · {formatCents(result.data.invoice.totalCents)} paid
                  </Text>
                  <LinkButton
                    href={`/account/invoices/${result.data.invoice.id}`}
                    size="sm"
                    variant="outline"
                  >
                    View invoice
                  </LinkButton>
                </HStack>
              ) : null}
            </Stack>
          </Box>
          <HStack gap="3" flexWrap="wrap">
            <LinkButton href="/dashboard" colorPalette="indigo">
              Go to Dashboard
            </LinkButton>
            <LinkButton href="/account" variant="outline">
              Manage billing
            </LinkButton>
          </HStack>
        </Stack>
      )}
    </Container>
  )
}
