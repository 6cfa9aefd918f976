import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { PlanChangeInputSchema, type PlanChangeInput } from '@/api/billing/plan-change'
import { BillingSubscriptionSchema, type SubscriptionDetails } from '@/api/billing/subscription'
import { ErrorCode } from '@/api/errors'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { formatCentsPerCycle, MAX_SEATS, priceCents, type BillingCycle } from '@/api/pricing'
import { toaster } from '@/components/ui/toaster'
import { apiRequest } from '@/lib/api-client/api-client'
import { isApiError, toUserMessage } from '@/lib/api-client/api-error'
import { billingSubscriptionQueryKey } from '../api/billing-calls'

const changePlan = (input: PlanChangeInput) =>
  apiRequest('/Billing/subscription/change', {
    method: 'POST',
    body: input,
    schema: BillingSubscriptionSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })

/** Ours to word (seats in use, nothing changed): shown as the server sent it. */
const changeErrorText = (error: unknown) =>
  isApiError(error) &&
  (error.code === ErrorCode.VALIDATION_ERROR || error.code === ErrorCode.CONFLICT_ERROR) &&
  error.message
    ? error.message
    : toUserMessage(error)

/** Seats and billing cycle of a Premium subscription, changed now with the difference charged pro rata. */
export function ChangePlan({ subscription }: { subscription: SubscriptionDetails }) {
  const queryClient = useQueryClient()
  const [seats, setSeats] = useState(String(subscription.quantity))
  const [cycle, setCycle] = useState<BillingCycle>(subscription.billingCycle)
  const [invalid, setInvalid] = useState<string | undefined>()
  const save = useMutation({
    mutationFn: changePlan,
    onSuccess: (data) => {
      queryClient.setQueryData(billingSubscriptionQueryKey, data)
      void queryClient.invalidateQueries({ queryKey: ['billing', 'invoices'] })
      toaster.create({ type: 'success', title: 'Plan changed', description: data.subscription?.priceLabel })
    },
  })
  const quantity = Number(seats)
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_SEATS
  const unchanged = quantity === subscription.quantity && cycle === subscription.billingCycle

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = v.safeParse(PlanChangeInputSchema, { quantity, billingCycle: cycle })
    if (!valid || !parsed.success) return setInvalid(`Choose 1 to ${MAX_SEATS} seats`)
    setInvalid(undefined)
    save.mutate(parsed.output)
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change plan">
      <Stack gap="3" borderTopWidth="1px" pt="3" mt="1">
        <HStack gap="3" align="flex-end" flexWrap="wrap">
          <Field.Root invalid={Boolean(invalid)} maxW="32">
            <Field.Label>Seats</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SEATS}
              value={seats}
              onChange={(e) => setSeats(e.target.value)}
            />
          </Field.Root>
          <Field.Root maxW="40">
            <Field.Label>Billing</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={cycle} onChange={(e) => setCycle(e.target.value as BillingCycle)}>
                <option value="monthly">Monthly</option>
                <option value="annual">Annual (20% off)</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" loading={save.isPending} disabled={unchanged}>
            Update plan
          </Button>
        </HStack>
        {invalid ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {invalid}
          </Text>
        ) : null}
        {save.isError ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {changeErrorText(save.error)}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {valid && !unchanged
            ? `New price ${formatCentsPerCycle(priceCents(quantity, cycle), cycle)}. `
            : ''}
          The difference for the rest of the period is charged now; nothing is refunded.
        </Text>
      </Stack>
    </form>
  )
}
