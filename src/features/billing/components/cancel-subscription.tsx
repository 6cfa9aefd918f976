import { Button, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SubscriptionDetails } from '@/api/billing/subscription'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { DateText } from '@/lib/hydration/date-text'
import { billingSubscriptionQueryKey, setCancelAtPeriodEnd } from '../api/billing-calls'

/** Cancel at period end (with a confirmation), or Resume once canceled. Premium lasts until the period ends. */
export function CancelSubscription({ subscription }: { subscription: SubscriptionDetails }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const change = useMutation({
    mutationFn: (cancel: boolean) => setCancelAtPeriodEnd(cancel),
    onSuccess: (data, cancel) => {
      queryClient.setQueryData(billingSubscriptionQueryKey, data)
      setConfirming(false)
      toaster.create({
        type: 'success',
        title: cancel ? 'Subscription canceled' : 'Subscription resumed',
        description: cancel
          ? 'Premium stays active until the end of the paid period.'
          : 'Premium renews as before.',
      })
    },
  })

  if (subscription.cancelAtPeriodEnd) {
    return (
      <Button size="sm" variant="outline" loading={change.isPending} onClick={() => change.mutate(false)}>
        Resume subscription
      </Button>
    )
  }
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel Premium?"
        confirmLabel="Cancel subscription"
        cancelLabel="Keep Premium"
        busyLabel="Canceling…"
        busy={change.isPending}
        error={change.isError ? toUserMessage(change.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => change.mutate(true)}
      >
        <Text>
          Premium stays active until <DateText value={subscription.currentPeriodEnd} /> and does not renew.
          Nothing is refunded; you can resume any time before then.
        </Text>
      </ConfirmDialog>
    </>
  )
}
