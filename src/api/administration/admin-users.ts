import * as v from 'valibot'
import { PagedSchema, PageQuerySchema } from '../pagination'
import { parseRole, Role, ROLES } from '../roles'

/** GET /api/admin/users?q=: by email or name (case-insensitive, part of a word), newest first. */
export const AdminUserSearchQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search at most 200 characters')), ''),
  ...PageQuerySchema.entries,
})
export type AdminUserSearchQuery = v.InferOutput<typeof AdminUserSearchQuerySchema>

export const AdminUserSummarySchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.picklist(ROLES),
  emailVerified: v.boolean(),
  twoFactorMethod: v.nullable(v.string()),
  suspendedAt: v.nullable(v.string()),
  createdAt: v.string(),
})
export type AdminUserSummary = v.InferOutput<typeof AdminUserSummarySchema>

export const AdminUserListSchema = PagedSchema(AdminUserSummarySchema)
export type AdminUserList = v.InferOutput<typeof AdminUserListSchema>

/** GET /api/admin/users/{id}: the account as an admin sees it. */
export const AdminUserDetailSchema = v.object({
  ...AdminUserSummarySchema.entries,
  slug: v.string(),
  isPremium: v.boolean(),
  onboardingComplete: v.boolean(),
  activeSessions: v.number(),
  lastSignInAt: v.nullable(v.string()),
  accounts: v.array(v.object({ id: v.string(), name: v.string(), role: v.string() })),
  reportsAgainst: v.number(),
})
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetailSchema>

export const SUSPEND_REASON_MAX = 500

/** POST /api/admin/users/{id}/suspend. */
export const SuspendUserInputSchema = v.strictObject({
  reason: v.pipe(
    v.string('Please give a reason'),
    v.trim(),
    v.minLength(1, 'Please give a reason'),
    v.maxLength(SUSPEND_REASON_MAX, `The reason must be at most ${SUSPEND_REASON_MAX} characters`),
  ),
})
export type SuspendUserInput = v.InferOutput<typeof SuspendUserInputSchema>

/** Roles an admin may give: every role but super admin, which no call ever grants. */
export const ASSIGNABLE_ROLES: readonly Role[] = ROLES.filter((role) => role !== Role.SuperAdmin)

/** PUT /api/admin/users/{id}/role. */
export const ChangeRoleInputSchema = v.strictObject({
  role: v.pipe(
    v.union([v.string(), v.number()], 'Please choose a role'),
    v.check(
      (value) => typeof value === 'number' || /^[a-z_ -]+$/i.test(value.trim()),
      'Please choose a role',
    ),
    v.transform((value: string | number) => parseRole(value)),
    v.check((role) => role !== Role.SuperAdmin, 'No one can be made a super admin'),
  ),
})
export type ChangeRoleInput = v.InferOutput<typeof ChangeRoleInputSchema>

/** The texts of the admin user calls, shared with the client. */
export const ADMIN_USER_TEXTS = {
  notFound: 'This user does not exist.',
  suspended: 'The user is suspended and signed out everywhere.',
  restored: 'The user is restored and may sign in again.',
  alreadySuspended: 'This user is already suspended.',
  notSuspended: 'This user is not suspended.',
  roleChanged: 'Role changed.',
  notYourself: 'You cannot do this to your own account.',
  notSuperAdmin: 'A super admin cannot be suspended or have their role changed.',
  verificationSent: 'A new confirmation email is on its way.',
  alreadyVerified: 'This address is already confirmed.',
  twoFactorReset: 'Two-factor sign-in is off for this user; they can set it up again.',
  twoFactorNotOn: 'This user has no two-factor sign-in to reset.',
} as const
