import {
  AffiliateAdminOverviewSchema,
  CreatedPayoutsSchema,
  PayoutSchema,
  type AffiliateAdminOverview,
} from '@/api/affiliates/affiliate-admin'
import { AffiliateDashboardSchema, type AffiliateDashboard } from '@/api/affiliates/affiliate-dashboard'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { apiRequest } from '@/lib/api-client/api-client'

/** /affiliate/dashboard's calls (issue 18): the affiliate's own numbers, and the admins' payouts. */

export const affiliateDashboardKey = (days: number) => ['affiliates', 'me', days] as const
export const affiliateAdminKey = ['affiliates', 'admin'] as const

export function fetchAffiliateDashboard(days: number, signal?: AbortSignal): Promise<AffiliateDashboard> {
  return apiRequest(`/Affiliates/me?days=${days}`, { schema: AffiliateDashboardSchema, signal })
}

export function fetchAffiliateAdmin(signal?: AbortSignal): Promise<AffiliateAdminOverview> {
  return apiRequest('/Affiliates/admin', { schema: AffiliateAdminOverviewSchema, signal })
}

export function preparePayouts() {
  return apiRequest('/Affiliates/payouts', {
    method: 'POST',
    schema: CreatedPayoutsSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

export function markPayoutPaid(id: string) {
  return apiRequest(`/Affiliates/payouts/${encodeURIComponent(id)}/paid`, {
    method: 'POST',
    schema: PayoutSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}
