import * as v from 'valibot'

/**
 * Following people, profile views and the caller's blocks (issue 15; the spec leaves these people calls open,
 * shapes are ours: decision 047).
 */

/** What POST and DELETE /api/People/{id}/follow answer: the state they set and the new follower count. */
export const PersonFollowResultSchema = v.object({
  userId: v.string(),
  isFollowing: v.boolean(),
  followerCount: v.number(),
})
export type PersonFollowResult = v.InferOutput<typeof PersonFollowResultSchema>

export const PERSON_FOLLOW_TEXTS = {
  followed: 'You are now following this person.',
  unfollowed: 'You unfollowed this person.',
  self: 'You cannot follow yourself.',
  signIn: 'Please sign in to follow people',
  followFailed: 'Failed to follow this person.',
  unfollowFailed: 'Failed to unfollow this person.',
} as const

/** The window "N profile views in the last 30 days" counts. */
export const PROFILE_VIEW_WINDOW_DAYS = 30
/** The most recent viewers the owner is shown. */
export const RECENT_VIEWERS_MAX = 20

/**
 * One recent viewer. A recruiter or employer is shown only as "A recruiter at {company}" (no id, no link):
 * sourcing stays discreet, the owner still learns that a company looked. Anyone else is shown by name.
 */
export const ProfileViewerSchema = v.object({
  /** Null for an anonymised recruiter. */
  id: v.nullable(v.string()),
  slug: v.nullable(v.string()),
  name: v.string(),
  avatar: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  lastViewedAt: v.string(),
})
export type ProfileViewer = v.InferOutput<typeof ProfileViewerSchema>

/** GET /api/People/me/profile-views: the owner's count for the window and their recent viewers. */
export const ProfileViewsSummarySchema = v.object({
  count: v.number(),
  days: v.number(),
  viewers: v.array(ProfileViewerSchema),
})
export type ProfileViewsSummary = v.InferOutput<typeof ProfileViewsSummarySchema>

/** POST /api/People/{id}/view: whether this call counted (false for the owner or a repeat the same day). */
export const ProfileViewResultSchema = v.object({ userId: v.string(), counted: v.boolean() })
export type ProfileViewResult = v.InferOutput<typeof ProfileViewResultSchema>

/** One person the caller blocked (Settings' blocked list). */
export const BlockedPersonSchema = v.object({
  id: v.string(),
  slug: v.string(),
  fullName: v.string(),
  avatar: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  blockedAt: v.string(),
})
export type BlockedPerson = v.InferOutput<typeof BlockedPersonSchema>

export const BlockedPeopleSchema = v.array(BlockedPersonSchema)

/** Anonymised viewer label. */
export const recruiterAt = (company: string | null) =>
  company?.trim() ? `A recruiter at ${company.trim()}` : 'A recruiter'
