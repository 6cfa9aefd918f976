import * as v from 'valibot'
import { EmailSchema } from '../auth'
import { StrongPasswordSchema } from '../passwords'
import { AssignableTeamRoleSchema } from './team-roles'

export const PERSONAL_MESSAGE_MAX = 500
export const BULK_INVITE_MAX = 50
export const BULK_CSV_MAX_CHARS = 20_000

const PersonalMessageSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(PERSONAL_MESSAGE_MAX, `The message must be at most ${PERSONAL_MESSAGE_MAX} characters`),
)

/** POST /api/account/invite: one address, the role they get, an optional note shown on the invitation. */
export const InviteInputSchema = v.strictObject({
  email: EmailSchema,
  role: v.optional(AssignableTeamRoleSchema),
  personalMessage: v.optional(PersonalMessageSchema),
})
export type InviteInput = v.InferOutput<typeof InviteInputSchema>

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'cancelled'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

/** An invitation as the team's admins see it (never its token). */
export const InvitationSchema = v.object({
  id: v.string(),
  email: v.string(),
  rolesToAssign: v.array(v.string()),
  personalMessage: v.nullable(v.string()),
  status: v.picklist(INVITATION_STATUSES),
  inviterName: v.nullable(v.string()),
  invitedAt: v.string(),
  lastSentAt: v.string(),
  sentCount: v.number(),
  expiresAt: v.string(),
})
export type Invitation = v.InferOutput<typeof InvitationSchema>
export const InvitationListSchema = v.array(InvitationSchema)

/**
 * POST /api/account/bulk-invite: CSV text (one "email[,role]" a line; a header line "email,role" is skipped)
 * or a list. `role` is the role of rows that name none.
 */
export const BulkInviteInputSchema = v.pipe(
  v.strictObject({
    csv: v.optional(v.pipe(v.string(), v.maxLength(BULK_CSV_MAX_CHARS, 'The CSV text is too long'))),
    invitations: v.optional(
      v.pipe(
        v.array(
          v.strictObject({
            email: v.pipe(v.string(), v.maxLength(254, 'Email is too long')),
            role: v.optional(v.string()),
          }),
        ),
        v.maxLength(BULK_INVITE_MAX, `At most ${BULK_INVITE_MAX} invitations at once`),
      ),
    ),
    role: v.optional(AssignableTeamRoleSchema),
    personalMessage: v.optional(PersonalMessageSchema),
  }),
  v.check(
    (input) => (input.csv === undefined) !== (input.invitations === undefined),
    'Send csv or invitations',
  ),
)
export type BulkInviteInput = v.InferOutput<typeof BulkInviteInputSchema>

export const BulkInviteRowSchema = v.object({
  /** 1-based line of the CSV or position in the list. */
  row: v.number(),
  email: v.string(),
  status: v.picklist(['invited', 'failed']),
  message: v.string(),
  invitation: v.nullable(InvitationSchema),
})
export const BulkInviteResultSchema = v.object({
  invited: v.number(),
  failed: v.number(),
  results: v.array(BulkInviteRowSchema),
})
export type BulkInviteResult = v.InferOutput<typeof BulkInviteResultSchema>

/** GET /api/account/invitation/{token}: seed 2 §3 "Invitation details", plus the expiry. */
export const InvitationDetailsSchema = v.object({
  companyName: v.string(),
  companyLogoUrl: v.nullable(v.string()),
  companyDescription: v.nullable(v.string()),
  inviterName: v.nullable(v.string()),
  invitedEmail: v.string(),
  rolesToAssign: v.array(v.string()),
  personalMessage: v.nullable(v.string()),
  userExists: v.boolean(),
  invitedAt: v.string(),
  expiresAt: v.string(),
})
export type InvitationDetails = v.InferOutput<typeof InvitationDetailsSchema>

const NameSchema = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(100, `${label} must be at most 100 characters`),
  )

/**
 * POST /api/account/accept-invitation/{token}. Signed in: no body (or {}). Not signed in and new to ReelHire:
 * `registration` creates the account through the invitation. Nothing else is accepted — the roles are the
 * invitation's, never the request's.
 */
export const AcceptInvitationInputSchema = v.strictObject({
  registration: v.optional(
    v.strictObject({
      firstName: NameSchema('First name'),
      lastName: NameSchema('Last name'),
      password: StrongPasswordSchema,
    }),
  ),
})
export type AcceptInvitationInput = v.InferOutput<typeof AcceptInvitationInputSchema>

/** Seed 2 §3 "Accept result". */
export const AcceptInvitationResultSchema = v.object({
  success: v.boolean(),
  companyName: v.string(),
  redirectUrl: v.nullable(v.string()),
  requiredRegistration: v.boolean(),
  message: v.string(),
})
export type AcceptInvitationResult = v.InferOutput<typeof AcceptInvitationResultSchema>

export const InvitationActionResultSchema = InvitationSchema

/** GET /api/account/invitation-analytics. */
export const InvitationAnalyticsSchema = v.object({
  sent: v.number(),
  pending: v.number(),
  accepted: v.number(),
  expired: v.number(),
  cancelled: v.number(),
  /** accepted / (accepted + expired + cancelled), 0–100; null before any invitation was decided. */
  acceptanceRate: v.nullable(v.number()),
  /** Median hours from the invitation to its acceptance; null before the first acceptance. */
  medianHoursToAccept: v.nullable(v.number()),
})
export type InvitationAnalytics = v.InferOutput<typeof InvitationAnalyticsSchema>
