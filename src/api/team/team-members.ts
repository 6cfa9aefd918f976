import * as v from 'valibot'
import { AssignableTeamRoleSchema } from './team-roles'

export const TeamAccountSchema = v.object({
  id: v.string(),
  name: v.string(),
  logoUrl: v.nullable(v.string()),
})

export const TeamMemberSchema = v.object({
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  avatar: v.nullable(v.string()),
  /** Membership role: Admin (the owner), Employer (an admin), Recruiter or Member. */
  role: v.string(),
  isOwner: v.boolean(),
  isYou: v.boolean(),
  joinedAt: v.string(),
})
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>

/** Seats: members + pending invitations ≤ paid (the quantity of the account's active subscription). */
export const TeamSeatsSchema = v.object({
  paid: v.number(),
  members: v.number(),
  pending: v.number(),
  used: v.number(),
  available: v.number(),
})
export type TeamSeats = v.InferOutput<typeof TeamSeatsSchema>

/** GET /api/account/users. */
export const TeamSchema = v.object({
  account: TeamAccountSchema,
  /** The caller's role there, and whether they may change the team (owner or admin). */
  yourRole: v.string(),
  canManage: v.boolean(),
  members: v.array(TeamMemberSchema),
  seats: TeamSeatsSchema,
})
export type Team = v.InferOutput<typeof TeamSchema>

/** PUT /api/account/roles. */
export const ChangeRoleInputSchema = v.strictObject({
  userId: v.pipe(v.string(), v.uuid('User id must be a UUID')),
  role: AssignableTeamRoleSchema,
})

export const RemoveMemberResultSchema = v.object({ userId: v.string(), removed: v.literal(true) })
