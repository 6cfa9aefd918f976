import { Alert, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { LinkButton } from '@/components/ui/app-link'
import { confirmTestSetup } from '../api/test-setup-calls'
import { checkoutErrorText } from '../lib/checkout-error-text'
import { TestCardForm } from './test-card-form'

/** The cancel address inside a setup link, readable without the server (it is only where "Cancel" goes). */
function cancelUrlOf(setupToken: string): string {
  try {
    const body = setupToken.split('.')[0] ?? ''
    const json = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { cancelUrl?: unknown }
    const url = typeof json.cancelUrl === 'string' ? new URL(json.cancelUrl) : null
    // Only ever a page of this site; anything else falls back to the account page.
    return url && url.origin === window.location.origin ? url.pathname + url.search : '/account'
  } catch {
    return '/account'
  }
}

/**
 * /checkout/payment-method?setup=…: the built-in test provider's page for adding a card (what Stripe's hosted
 * setup page is with Stripe configured). On success the browser goes to the setup's success address.
 */
export function AddCardPage({ setupToken }: { setupToken: string }) {
  const save = useMutation({
    mutationFn: (card: Parameters<typeof confirmTestSetup>[1]) => confirmTestSetup(setupToken, card),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  })
  return (
    <Container maxW="xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Add a card
          </Heading>
          <Text color="fg.muted">The card is kept for your Premium renewals. You are not charged now.</Text>
        </Stack>
        {setupToken ? (
          <TestCardForm
            amountLabel=""
            submitLabel="Save card"
            pending={save.isPending || save.isSuccess}
            error={save.isError ? checkoutErrorText(save.error) : null}
            onPay={(card) => save.mutate(card)}
          />
        ) : (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>
              This link to add a card is incomplete. Start again from your account.
            </Alert.Description>
          </Alert.Root>
        )}
        <HStack>
          <LinkButton href={setupToken ? cancelUrlOf(setupToken) : '/account'} variant="ghost" size="sm">
            Cancel
          </LinkButton>
        </HStack>
      </Stack>
    </Container>
  )
}
