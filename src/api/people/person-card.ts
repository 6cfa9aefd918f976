import * as v from 'valibot'
import { PagedSchema } from '../pagination'

/**
 * The person card (seed 2 §3) and the viewer's connection state with that person (seed 2 §2, "Person card":
 * none shows Connect, pending_sent a disabled Pending, pending_received Accept and Reject, connected
 * Message; the own card offers Edit Profile).
 */

export const CONNECTION_STATUSES = ['none', 'pending_sent', 'pending_received', 'connected'] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/** Seed 2 §3 "status (active, looking, busy)"; default active (§9). Open to work reads as looking. */
export const PERSON_STATUSES = ['active', 'looking', 'busy'] as const

export const PersonCardSchema = v.object({
  id: v.string(),
  slug: v.string(),
  fullName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  avatar: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  location: v.nullable(v.string()),
  role: v.string(),
  status: v.picklist(PERSON_STATUSES),
  isVerified: v.boolean(),
  isPremium: v.boolean(),
  openToWork: v.boolean(),
  currentPosition: v.nullable(v.string()),
  currentCompany: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  /** Accepted connections. */
  connectionCount: v.number(),
  /** People following this person (public, like a company's followers). */
  followerCount: v.nullable(v.number()),
  /**
   * Profile views in the last 30 days: only on the person's own card (decision 047); null for everyone else,
   * since who looks at whom is the owner's business.
   */
  profileViews: v.nullable(v.number()),
  /** The last time one of the person's sessions was used; null when none is known. */
  lastActiveAt: v.nullable(v.string()),
  createdAt: v.string(),
  /** The caller's relation: 'none' for visitors. */
  connectionStatus: v.picklist(CONNECTION_STATUSES),
  /** The caller's own card (Edit Profile instead of connection actions). */
  isSelf: v.boolean(),
  /** The caller follows this person (ours, next to connectionStatus: the spec's card has no follow state). */
  isFollowing: v.optional(v.boolean(), false),
})
export type PersonCard = v.InferOutput<typeof PersonCardSchema>

/** GET /api/People/{id}: the card plus the public profile's longer fields (the profile page). */
export const PersonProfileSchema = v.object({
  ...PersonCardSchema.entries,
  summary: v.nullable(v.string()),
  skills: v.array(v.string()),
  website: v.nullable(v.string()),
  linkedIn: v.nullable(v.string()),
  github: v.nullable(v.string()),
})
export type PersonProfile = v.InferOutput<typeof PersonProfileSchema>

export const PersonListResponseSchema = PagedSchema(PersonCardSchema)
export type PersonListResponse = v.InferOutput<typeof PersonListResponseSchema>

/** What every connection call answers: the new state between the caller and that person. */
export const ConnectionResultSchema = v.object({
  userId: v.string(),
  connectionStatus: v.picklist(CONNECTION_STATUSES),
  /** The person's accepted connections after the change. */
  connectionCount: v.number(),
  isBlocked: v.boolean(),
})
export type ConnectionResult = v.InferOutput<typeof ConnectionResultSchema>

export const ReportResultSchema = v.object({ userId: v.string(), reported: v.literal(true) })
export type ReportResult = v.InferOutput<typeof ReportResultSchema>
