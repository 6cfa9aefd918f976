import { createFileRoute } from '@tanstack/react-router'
import { InvoicePage } from '@/features/billing/components/invoice-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /account/invoices/{id}: one invoice of Account → Billing (not nested in /account's page). */
export const Route = createFileRoute('/_authed/account_/invoices/$id')({ component: InvoiceRoute })

function InvoiceRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Invoice', noindex: true })
  return <InvoicePage invoiceId={id} />
}
