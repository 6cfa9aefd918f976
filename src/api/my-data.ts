import * as v from 'valibot'
import { TwoFactorChallengeSchema } from './auth'

/**
 * "My data" (issue 17): the export of everything ReelHire holds about the caller, and deleting the account
 * (POST /api/account/deleteaccount, seed 1 §7). Shapes are ours (decision 039).
 */

export const EXPORT_FORMAT = 'reelhire-export/1'

const Rows = v.array(v.record(v.string(), v.unknown()))

/** GET /api/account/export: one JSON document, downloaded as a file. Only the caller's own data. */
export const AccountExportSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  exportedAt: v.string(),
  profile: v.record(v.string(), v.unknown()),
  accounts: Rows,
  resumes: Rows,
  media: Rows,
  applications: Rows,
  savedJobs: Rows,
  companyFollows: Rows,
  /** The people the caller follows (who follows them is those people's data). */
  personFollows: Rows,
  connections: Rows,
  /** Only the caller's own messages and the ids of the conversations they are in. */
  messages: v.object({ conversationIds: v.array(v.string()), sent: Rows }),
  tasks: Rows,
  jobAlerts: Rows,
  invoices: Rows,
  files: Rows,
  companies: Rows,
  jobsPosted: Rows,
  aiUsage: Rows,
  aiChat: Rows,
  /** Outreach sequences the caller sends (with their steps); the people enrolled are not the caller's data. */
  outreachSequences: Rows,
  /** The caller's affiliate code (or null), commissions and payouts. */
  affiliate: v.object({ code: v.nullable(v.string()), commissions: Rows, payouts: Rows }),
  /** Team invitations the caller sent. */
  invitationsSent: Rows,
  /** The caller's notifications and notification mail preferences (issue 15). */
  notifications: Rows,
  notificationMailPreferences: Rows,
  /** The caller's Web Push devices (endpoints only). */
  pushSubscriptions: Rows,
})
export type AccountExport = v.InferOutput<typeof AccountExportSchema>

export const DeleteAccountInputSchema = v.strictObject({
  password: v.pipe(v.string(), v.minLength(1, 'Enter your password'), v.maxLength(200)),
  /** The second step when two-factor is on: the challenge the first call answered, and its code. */
  tempAuthToken: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  verificationCode: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'Enter the 6-digit code'))),
})
export type DeleteAccountInput = v.InferOutput<typeof DeleteAccountInputSchema>

export const AccountDeletedSchema = v.object({ deleted: v.literal(true) })

/** Either done, or (two-factor on, no code yet) the challenge to answer, as at sign-in. */
export const DeleteAccountResultSchema = v.union([AccountDeletedSchema, TwoFactorChallengeSchema])
export type DeleteAccountResult = v.InferOutput<typeof DeleteAccountResultSchema>

export const DeletionBlockerSchema = v.object({
  kind: v.picklist(['account-members', 'renewing-subscription']),
  accountId: v.string(),
  accountName: v.string(),
  message: v.string(),
})
export type DeletionBlocker = v.InferOutput<typeof DeletionBlockerSchema>

/** GET /api/account/deletion-check: what stops deletion right now (empty: it may go ahead). */
export const DeletionCheckSchema = v.object({
  blockers: v.array(DeletionBlockerSchema),
  ownedAccounts: v.array(v.object({ id: v.string(), name: v.string(), kind: v.string() })),
  twoFactorMethod: v.nullable(v.picklist(['email', 'totp'])),
})
export type DeletionCheck = v.InferOutput<typeof DeletionCheckSchema>

export const MY_DATA_TEXTS = {
  deleted: 'Your account has been deleted.',
  blocked: 'Your account cannot be deleted yet.',
  accountMembers: (name: string) =>
    `“${name}” has other members. Remove them (or hand the account to someone else) before deleting yours.`,
  renewingSubscription: (name: string) =>
    `The Premium subscription of “${name}” still renews. Cancel it first; Premium ends with the paid period.`,
} as const
