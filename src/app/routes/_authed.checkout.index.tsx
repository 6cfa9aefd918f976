import { createFileRoute } from '@tanstack/react-router'
import { cartSettled } from '@/features/cart/lib/cart-sync-runtime'
import { CheckoutPage } from '@/features/checkout/components/checkout-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /checkout: the cart drawer's "Proceed to Checkout" and pricing's "Start Premium" lead here (issue 17). */
export const Route = createFileRoute('/_authed/checkout/')({ component: CheckoutRoute })

function CheckoutRoute() {
  usePageMeta({ title: 'Checkout', noindex: true })
  return <CheckoutPage waitForCart={cartSettled} />
}
