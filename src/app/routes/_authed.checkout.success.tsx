import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import { fetchCurrentUser } from '@/entities/user/current-user'
import { CheckoutSuccessPage } from '@/features/checkout/components/checkout-success-page'
import { resyncCart } from '@/features/cart/lib/cart-sync-runtime'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /checkout/success?session=…: where the test provider's form and Stripe's hosted page return after paying. */
export const Route = createFileRoute('/_authed/checkout/success')({
  validateSearch: v.object({ session: v.optional(v.string(), '') }),
  component: CheckoutSuccessRoute,
})

function CheckoutSuccessRoute() {
  const { session } = Route.useSearch()
  const queryClient = useQueryClient()
  usePageMeta({ title: 'Payment received', noindex: true })
  // Paid: the top bar's plan badge reads the stored user, the cart drawer the account's (now empty) cart.
  const onPaid = useCallback(() => {
    void fetchCurrentUser().catch(() => undefined)
    resyncCart()
    void queryClient.invalidateQueries({ queryKey: ['billing'] })
  }, [queryClient])
  return <CheckoutSuccessPage sessionId={session} onPaid={onPaid} />
}
