import {
  Alert,
  Button,
  Container,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ShoppingCart } from 'lucide-react'
import type { TestPaymentInput } from '@/api/billing/test-payment'
import { ErrorCode } from '@/api/errors'
import { formatCentsPerCycle, priceCents } from '@/api/pricing'
import { LinkButton } from '@/components/ui/app-link'
import { isApiError } from '@/lib/api-client/api-error'
import {
  checkoutCartQueryKey,
  createCheckout,
  fetchPaymentOptions,
  fetchServerCart,
  payWithTestCard,
  paymentOptionsQueryKey,
} from '../api/checkout-calls'
import { checkoutErrorText } from '../lib/checkout-error-text'
import { OrderSummary } from './order-summary'
import { TestCardForm } from './test-card-form'

function EmptyCart() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShoppingCart aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Your cart is empty</EmptyState.Title>
          <EmptyState.Description>
            Choose how many Premium seats you need on the pricing page.
          </EmptyState.Description>
        </VStack>
        <LinkButton href="/pricing" colorPalette="indigo">
          See plans
        </LinkButton>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

/**
 * /checkout: the server's cart as it will be charged, then the payment — our TEST MODE card form with the
 * built-in provider, or Stripe's hosted page. Success goes to /checkout/success.
 */
export function CheckoutPage({ waitForCart }: { waitForCart?: () => Promise<void> }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const cart = useQuery({
    queryKey: checkoutCartQueryKey,
    queryFn: async ({ signal }) => {
      // The change just made in the drawer (or by Start Premium) is what the user means to buy.
      await waitForCart?.()
      return fetchServerCart(signal)
    },
  })
  const options = useQuery({
    queryKey: paymentOptionsQueryKey,
    queryFn: ({ signal }) => fetchPaymentOptions(signal),
    staleTime: 60_000,
  })

  const pay = useMutation({
    mutationFn: async (card: TestPaymentInput | null) => {
      const session = await createCheckout(cart.data?.version ?? 0)
      if (session.url) {
        // Stripe's hosted page takes the card; it comes back to /checkout/success.
        window.location.assign(session.url)
        return null
      }
      if (!card) throw new Error('No card')
      await payWithTestCard(session.id, card)
      return session.id
    },
    onSuccess: (sessionId) => {
      if (sessionId) void navigate({ to: '/checkout/success', search: { session: sessionId } })
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.VERSION_CONFLICT) {
        void queryClient.invalidateQueries({ queryKey: checkoutCartQueryKey })
      }
    },
  })

  const line = cart.data?.items.find((item) => item.id === 'premium-seats') ?? null
  const amountLabel = line
    ? formatCentsPerCycle(
        priceCents(Math.min(line.users * line.quantity, 20), line.billingCycle),
        line.billingCycle,
      )
    : ''

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Checkout
          </Heading>
          <Text color="fg.muted">Premium for you and your team: unlimited AI, billed per seat.</Text>
        </Stack>
        {cart.isPending || options.isPending ? (
          <Stack gap="4" aria-busy="true" aria-label="Loading your cart">
            <Skeleton h="40" borderRadius="lg" />
            <Skeleton h="72" borderRadius="lg" />
          </Stack>
        ) : cart.isError || options.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>We could not load your cart</Alert.Title>
              <Alert.Description>
                Check your connection and try again.{' '}
                <Button
                  size="xs"
                  variant="outline"
                  ms="2"
                  onClick={() => {
                    void cart.refetch()
                    void options.refetch()
                  }}
                >
                  Try Again
                </Button>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : !line ? (
          <EmptyCart />
        ) : (
          <>
            <OrderSummary line={line} />
            {options.data.provider === 'none' ? (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Payments are not available on this server</Alert.Title>
                  <Alert.Description>Contact support to upgrade your account.</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : options.data.provider === 'test' ? (
              <TestCardForm
                amountLabel={amountLabel}
                pending={pay.isPending}
                error={pay.isError ? checkoutErrorText(pay.error) : null}
                onPay={(card) => pay.mutate(card)}
              />
            ) : (
              <Stack gap="3">
                {pay.isError ? (
                  <Alert.Root status="error" role="alert" data-testid="payment-error">
                    <Alert.Indicator />
                    <Alert.Description>{checkoutErrorText(pay.error)}</Alert.Description>
                  </Alert.Root>
                ) : null}
                <Button
                  colorPalette="indigo"
                  size="lg"
                  loading={pay.isPending}
                  onClick={() => pay.mutate(null)}
                >
                  Continue to secure payment
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  You will pay on Stripe’s page; ReelHire never sees your card.
                </Text>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  )
}
