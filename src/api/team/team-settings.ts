import * as v from 'valibot'
import { AssignableTeamRoleSchema } from './team-roles'

export const INVITATION_EXPIRY_DAYS_DEFAULT = 7

/** GET /api/account/settings. */
export const AccountSettingsSchema = v.object({
  accountId: v.string(),
  name: v.string(),
  logoUrl: v.nullable(v.string()),
  defaultInviteRole: v.string(),
  invitationExpiryDays: v.number(),
})
export type AccountSettings = v.InferOutput<typeof AccountSettingsSchema>

/** POST /api/account/settings: any of the fields; the rest keep their values. */
export const AccountSettingsInputSchema = v.strictObject({
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Account name is required'),
      v.maxLength(120, 'Account name must be at most 120 characters'),
    ),
  ),
  logoUrl: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(2048, 'Logo URL is too long'),
        v.url('Logo URL must be a full https:// address'),
        v.startsWith('https://', 'Logo URL must be a full https:// address'),
      ),
    ),
  ),
  defaultInviteRole: v.optional(AssignableTeamRoleSchema),
  invitationExpiryDays: v.optional(
    v.pipe(
      v.number(),
      v.integer('Invitation expiry must be a whole number of days'),
      v.minValue(1, 'Invitation expiry must be 1 to 30 days'),
      v.maxValue(30, 'Invitation expiry must be 1 to 30 days'),
    ),
  ),
})
export type AccountSettingsInput = v.InferOutput<typeof AccountSettingsInputSchema>

/** GET /api/account/analytics: the team and what it hires. */
export const AccountAnalyticsSchema = v.object({
  members: v.number(),
  membersByRole: v.record(v.string(), v.number()),
  seats: v.object({ paid: v.number(), used: v.number() }),
  pendingInvitations: v.number(),
  jobs: v.object({ total: v.number(), active: v.number() }),
  applications: v.object({ total: v.number(), last30Days: v.number() }),
})
export type AccountAnalytics = v.InferOutput<typeof AccountAnalyticsSchema>
