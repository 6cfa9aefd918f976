import * as v from 'valibot'
import {
  AcceptInvitationResultSchema,
  BulkInviteResultSchema,
  InvitationAnalyticsSchema,
  InvitationDetailsSchema,
  InvitationListSchema,
  InvitationSchema,
  type AcceptInvitationInput,
  type BulkInviteInput,
  type InviteInput,
} from '@/api/team/team-invitations'
import { RemoveMemberResultSchema, TeamSchema } from '@/api/team/team-members'
import type { AssignableTeamRole } from '@/api/team/team-roles'
import {
  AccountAnalyticsSchema,
  AccountSettingsSchema,
  type AccountSettingsInput,
} from '@/api/team/team-settings'
import { apiRequest } from '@/lib/api-client/api-client'

/** The team calls of the account service (/api/account/*, issue 17). */

export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  pending: ['team', 'invitations', 'pending'] as const,
  settings: ['team', 'settings'] as const,
  analytics: ['team', 'analytics'] as const,
  invitationAnalytics: ['team', 'invitation-analytics'] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
}

export const fetchTeam = (signal?: AbortSignal) =>
  apiRequest('/account/users', { schema: TeamSchema, signal })

/** Seed 1 §7: an empty list on failure. */
export async function fetchPendingInvitations(signal?: AbortSignal) {
  try {
    return await apiRequest('/account/invitations/pending', { schema: InvitationListSchema, signal })
  } catch {
    return []
  }
}

export const fetchAccountSettings = (signal?: AbortSignal) =>
  apiRequest('/account/settings', { schema: AccountSettingsSchema, signal })
export const fetchAccountAnalytics = (signal?: AbortSignal) =>
  apiRequest('/account/analytics', { schema: AccountAnalyticsSchema, signal })
export const fetchInvitationAnalytics = (signal?: AbortSignal) =>
  apiRequest('/account/invitation-analytics', { schema: InvitationAnalyticsSchema, signal })

export const inviteMember = (input: InviteInput) =>
  apiRequest('/account/invite', { method: 'POST', body: input, schema: InvitationSchema })
export const bulkInvite = (input: BulkInviteInput) =>
  apiRequest('/account/bulk-invite', { method: 'POST', body: input, schema: BulkInviteResultSchema })
export const changeRole = (userId: string, role: AssignableTeamRole) =>
  apiRequest('/account/roles', { method: 'PUT', body: { userId, role }, schema: TeamSchema })
export const removeMember = (userId: string) =>
  apiRequest(`/account/users/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: RemoveMemberResultSchema,
  })
export const resendInvitation = (id: string) =>
  apiRequest(`/account/invitation/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    schema: InvitationSchema,
  })
export const cancelInvitation = (id: string) =>
  apiRequest(`/account/invitation/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: InvitationSchema,
  })
export const saveAccountSettings = (input: AccountSettingsInput) =>
  apiRequest('/account/settings', { method: 'POST', body: input, schema: AccountSettingsSchema })

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest(`/account/invitation/${encodeURIComponent(token)}`, { schema: InvitationDetailsSchema, signal })
export const acceptInvitation = (token: string, input: AcceptInvitationInput = {}) =>
  apiRequest(`/account/accept-invitation/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: input,
    schema: AcceptInvitationResultSchema,
  })

export type TeamData = v.InferOutput<typeof TeamSchema>
