import { Alert, Box, Button, Code, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { TestPaymentInputSchema, type TestPaymentInput } from '@/api/billing/test-payment'
import * as v from 'valibot'

type Props = {
  amountLabel: string
  pending: boolean
  error: string | null
  onPay: (card: TestPaymentInput) => void
  /** The button's text when not paying (adding a card through a setup session); default "Pay {amountLabel}". */
  submitLabel?: string
}

type Errors = Partial<Record<keyof TestPaymentInput, string>>

/** Groups digits by four as they are typed: 4242 4242 4242 4242. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** MM/YY as typed: 1234 → 12/34. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/**
 * The built-in test provider's payment form, marked TEST MODE: only Stripe's test cards work and no money
 * moves. The card lives in this component's state until sent; nothing is kept after the page is left.
 */
export function TestCardForm({ amountLabel, pending, error, onPay, submitLabel }: Props) {
  const [card, setCard] = useState<TestPaymentInput>({ cardNumber: '', expiry: '', cvc: '', name: '' })
  const [errors, setErrors] = useState<Errors>({})
  const set = (key: keyof TestPaymentInput, value: string) => setCard((c) => ({ ...c, [key]: value }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = v.safeParse(TestPaymentInputSchema, card)
    if (!result.success) {
      const found: Errors = {}
      for (const issue of result.issues) {
        const key = v.getDotPath(issue) as keyof TestPaymentInput | null
        if (key && !found[key]) found[key] = issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    onPay(result.output)
  }

  return (
    <Box as="section" aria-labelledby="payment-title" borderWidth="1px" borderRadius="lg" p="5">
      <form onSubmit={submit} noValidate aria-labelledby="payment-title">
        <Stack gap="4">
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Text id="payment-title" as="h2" fontWeight="semibold" fontSize="lg">
              Payment
            </Text>
          </HStack>
          <Alert.Root status="warning" variant="subtle" data-testid="test-mode-banner">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>TEST MODE — no real payment</Alert.Title>
              <Alert.Description>
                <Text>This server uses the built-in test payment provider. Use a Stripe test card:</Text>
                <List.Root ps="4" mt="1" fontSize="sm">
                  <List.Item>
                    <Code>4242 4242 4242 4242</Code> pays
                  </List.Item>
                  <List.Item>
                    <Code>4000 0000 0000 0002</Code> is declined
                  </List.Item>
                  <List.Item>
                    <Code>4000 0000 0000 9995</Code> has insufficient funds
                  </List.Item>
                </List.Root>
                <Text fontSize="sm" mt="1">
                  Any future expiry date, any 3-digit CVC.
                </Text>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          {error ? (
            <Alert.Root status="error" role="alert" data-testid="payment-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Payment failed</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>Name on card</Field.Label>
            <Input
              name="ccname"
              autoComplete="cc-name"
              value={card.name}
              onChange={(e) => set('name', e.target.value)}
              disabled={pending}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.cardNumber)} required>
            <Field.Label>Card number</Field.Label>
            <Input
              name="cardnumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              value={card.cardNumber}
              onChange={(e) => set('cardNumber', groupDigits(e.target.value))}
              disabled={pending}
            />
            <Field.ErrorText>{errors.cardNumber}</Field.ErrorText>
          </Field.Root>
          <HStack gap="4" align="flex-start">
            <Field.Root invalid={Boolean(errors.expiry)} required>
              <Field.Label>Expiry (MM/YY)</Field.Label>
              <Input
                name="exp-date"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="12/34"
                value={card.expiry}
                onChange={(e) => set('expiry', formatExpiry(e.target.value))}
                disabled={pending}
              />
              <Field.ErrorText>{errors.expiry}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.cvc)} required>
              <Field.Label>CVC</Field.Label>
              <Input
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                value={card.cvc}
                onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
                disabled={pending}
              />
              <Field.ErrorText>{errors.cvc}</Field.ErrorText>
            </Field.Root>
          </HStack>
          <Button type="submit" colorPalette="indigo" size="lg" loading={pending} loadingText="Processing…">
            {submitLabel ?? `Pay ${amountLabel}`}
          </Button>
        </Stack>
      </form>
    </Box>
  )
}
