import { InvoiceListSchema, InvoiceSchema, type Invoice, type InvoiceList } from '@/api/billing/invoice'
import { BillingSubscriptionSchema, type BillingSubscription } from '@/api/billing/subscription'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { apiRequest } from '@/lib/api-client/api-client'

/** The plan and invoices of Account → Billing (issue 17). */

export const billingSubscriptionQueryKey = ['billing', 'subscription'] as const
export const invoicesQueryKey = ['billing', 'invoices'] as const
export const invoiceQueryKey = (id: string) => ['billing', 'invoices', id] as const

export function fetchBillingSubscription(signal?: AbortSignal): Promise<BillingSubscription> {
  return apiRequest('/Billing/subscription', { schema: BillingSubscriptionSchema, signal })
}

export function fetchInvoices(signal?: AbortSignal): Promise<InvoiceList> {
  return apiRequest('/Billing/invoices', { schema: InvoiceListSchema, signal })
}

export function fetchInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return apiRequest(`/Billing/invoices/${encodeURIComponent(id)}`, { schema: InvoiceSchema, signal })
}

/** Cancel at the end of the paid period (true) or take that back (false). */
export function setCancelAtPeriodEnd(cancel: boolean): Promise<BillingSubscription> {
  return apiRequest(`/Billing/subscription/${cancel ? 'cancel' : 'resume'}`, {
    method: 'POST',
    schema: BillingSubscriptionSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}
