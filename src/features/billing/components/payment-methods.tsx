import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CreditCard, Plus } from 'lucide-react'
import { useState } from 'react'
import type { PaymentMethod } from '@/api/billing/payment-methods'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import {
  fetchPaymentMethods,
  paymentMethodsQueryKey,
  removePaymentMethod,
  startAddCard,
} from '../api/payment-method-calls'
import { BorderedList } from './bordered-list'

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1)
const expiry = (m: PaymentMethod) => `${String(m.expMonth).padStart(2, '0')}/${String(m.expYear).slice(-2)}`

/** Account → Billing → Payment methods: the cards on file, add one (the provider's setup page), remove one. */
export function PaymentMethods() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
  })
  const [removing, setRemoving] = useState<PaymentMethod | null>(null)
  const add = useMutation({
    mutationFn: startAddCard,
    onSuccess: (url) => window.location.assign(url),
  })
  const remove = useMutation({
    mutationFn: (id: string) => removePaymentMethod(id),
    onSuccess: () => {
      setRemoving(null)
      toaster.create({ type: 'success', title: 'Payment method removed' })
      void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey })
    },
  })

  let list
  if (query.isPending) list = <Skeleton h="14" borderRadius="lg" />
  else if (query.isError)
    list = (
      <Text role="alert" color="fg.error" fontSize="sm">
        We could not load your payment methods.{' '}
        <Button size="xs" variant="outline" ms="2" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Text>
    )
  else if (query.data.paymentMethods.length === 0) list = <Text color="fg.muted">No card on file yet.</Text>
  else
    list = (
      <BorderedList label="Payment methods" items={query.data.paymentMethods} keyOf={(method) => method.id}>
        {(method) => (
          <>
            <HStack gap="3">
              <CreditCard aria-hidden size={20} />
              <Stack gap="0">
                <Text fontWeight="medium">
                  {brandName(method.brand)} ending in {method.last4}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Expires {expiry(method)}
                </Text>
              </Stack>
              {method.testMode ? <Badge colorPalette="yellow">Test mode</Badge> : null}
            </HStack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setRemoving(method)}
              aria-label={`Remove ${brandName(method.brand)} ending in ${method.last4}`}
            >
              Remove
            </Button>
          </>
        )}
      </BorderedList>
    )

  return (
    <Stack gap="3">
      {list}
      {add.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {toUserMessage(add.error)}
        </Text>
      ) : null}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => add.mutate()} loading={add.isPending}>
          <Plus aria-hidden /> Add a card
        </Button>
      </HStack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this card?"
        confirmLabel="Remove card"
        busy={remove.isPending}
        error={remove.isError ? toUserMessage(remove.error) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      >
        {removing
          ? `${brandName(removing.brand)} ending in ${removing.last4} will no longer be charged.`
          : ''}
      </ConfirmDialog>
    </Stack>
  )
}
