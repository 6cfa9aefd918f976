import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  AdminReportPageSchema,
  AdminReportSchema,
  HideResultSchema,
  type HideableKind,
  type ReportKind,
} from '@/api/administration/admin-reports'
import { AuditLogPageSchema } from '@/api/administration/admin-audit'
import { AdminUserDetailSchema, AdminUserListSchema } from '@/api/administration/admin-users'
import { FeatureFlagsSchema, type FeatureFlag } from '@/api/feature-flags'
import type { Role } from '@/api/roles'
import { apiRequest } from '@/lib/api-client/api-client'

/** The admin calls (issue 18): /api/admin/*. Every answer is checked against the shared contract. */

export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  reports: (status: string, page: number) => ['admin', 'reports', status, page] as const,
  audit: (page: number, action: string) => ['admin', 'audit', action, page] as const,
}

export const adminUsersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) =>
      apiRequest('/admin/users', { query: { q, page, limit: 20 }, schema: AdminUserListSchema, signal }),
    placeholderData: keepPreviousData,
  })

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => apiRequest(`/admin/users/${id}`, { schema: AdminUserDetailSchema, signal }),
  })

export const adminReportsQuery = (status: 'open' | 'reviewed', page: number) =>
  queryOptions({
    queryKey: adminKeys.reports(status, page),
    queryFn: ({ signal }) =>
      apiRequest('/admin/reports', {
        query: { status, page, limit: 20 },
        schema: AdminReportPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const auditLogQuery = (page: number, action: string) =>
  queryOptions({
    queryKey: adminKeys.audit(page, action),
    queryFn: ({ signal }) =>
      apiRequest('/admin/audit-log', {
        query: { page, limit: 25, ...(action ? { action } : {}) },
        schema: AuditLogPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export type UserAction =
  | { kind: 'suspend'; reason: string }
  | { kind: 'restore' }
  | { kind: 'role'; role: Role }
  | { kind: 'reset-two-factor' }
  | { kind: 'resend-verification' }

/** One action on a user; answers the user as they are afterwards (except the verification mail). */
export function runUserAction(id: string, action: UserAction) {
  const base = `/admin/users/${id}`
  switch (action.kind) {
    case 'suspend':
      return apiRequest(`${base}/suspend`, {
        method: 'POST',
        body: { reason: action.reason },
        schema: AdminUserDetailSchema,
      })
    case 'restore':
      return apiRequest(`${base}/restore`, { method: 'POST', schema: AdminUserDetailSchema })
    case 'role':
      return apiRequest(`${base}/role`, {
        method: 'PUT',
        body: { role: action.role },
        schema: AdminUserDetailSchema,
      })
    case 'reset-two-factor':
      return apiRequest(`${base}/reset-two-factor`, { method: 'POST', schema: AdminUserDetailSchema })
    case 'resend-verification':
      return apiRequest(`${base}/resend-verification`, {
        method: 'POST',
        schema: v.object({ sentAt: v.string() }),
      }).then(() => null)
  }
}

export const reviewReport = (kind: ReportKind, id: string, outcome: 'dismissed' | 'actioned') =>
  apiRequest(`/admin/reports/${kind}/${id}/review`, {
    method: 'POST',
    body: { outcome },
    schema: AdminReportSchema,
  })

export const setHidden = (kind: HideableKind, id: string, hidden: boolean, reason = '') =>
  apiRequest(`/admin/content/${kind}/${id}/hidden`, {
    method: 'PUT',
    body: { hidden, reason },
    schema: HideResultSchema,
  })

export const setFeatureFlag = (key: FeatureFlag, enabled: boolean) =>
  apiRequest(`/admin/feature-flags/${key}`, { method: 'PUT', body: { enabled }, schema: FeatureFlagsSchema })
