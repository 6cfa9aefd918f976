import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AddCardPage } from '@/features/checkout/components/add-card-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /checkout/payment-method?setup=…: the test provider's setup form (POST /api/Payment/create-setup-session's Url). */
export const Route = createFileRoute('/_authed/checkout/payment-method')({
  validateSearch: v.object({ setup: v.optional(v.string(), '') }),
  component: AddCardRoute,
})

function AddCardRoute() {
  const { setup } = Route.useSearch()
  usePageMeta({ title: 'Add a card', noindex: true })
  return <AddCardPage setupToken={setup} />
}
