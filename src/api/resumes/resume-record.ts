import * as v from 'valibot'
import { PagedSchema, type Paged } from '../pagination'
import { JsonResumeSchema } from './json-resume'
import { ResumePrivacySchema } from './resume-privacy'

/**
 * What the resume calls answer (seed 2 §3 "Resume record", "Public resume list item", "Resume with
 * ownership", "Master group"; seed 1 §7 GET /api/Resume/user/{userId}). Fields marked "ours" are additions
 * the spec does not list.
 */

/**
 * The full resume: GET /api/Resume/{id} (id or slug), GET /api/Resume/embedded/{id},
 * GET /api/Resume/GetResumesOwnedbyAuthUser, and the answer of every write that returns the resume.
 * Contact details (basics.email, basics.phone) are blanked for anyone but the owner side when
 * `privacy_ShowContactDetails` is false.
 */
export const ResumeSchema = v.object({
  id: v.string(),
  userId: v.string(),
  /** Ours: the account (tenant) the resume belongs to: its owner's account when it was created. */
  accountId: v.nullable(v.string()),
  name: v.string(),
  slug: v.string(),
  description: v.nullable(v.string()),
  /** The same as isMaster: the spec's name for the owner's default resume. */
  isPrimaryDefault: v.boolean(),
  sentimentScore: v.nullable(v.number()),
  /** Whether the caller tracks this resume. */
  isWatched: v.boolean(),
  /** Ours: the privacy by name (resume-privacy.ts). */
  privacy: ResumePrivacySchema,
  /** 0 public, 1 recruiter_only, 2 connections, 3 private, 4 draft (resume-privacy.ts). */
  privacy_ShowResume: v.number(),
  privacy_ShowContactDetails: v.boolean(),
  industry: v.nullable(v.string()),
  employmentType: v.array(v.string()),
  paySchedule: v.nullable(v.string()),
  minimumSalary: v.nullable(v.number()),
  resumeType: v.nullable(v.string()),
  /** The structured resume as JSON text (the same content as `resume`). */
  resumeSerialized: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  views: v.number(),
  isMaster: v.boolean(),
  isActive: v.boolean(),
  parentId: v.nullable(v.string()),
  /** Ours: the PDF and preview template's name (null = the default one). */
  templateName: v.nullable(v.string()),
  /** Ours: bumped by every write; a Save with an older `baseVersion` is refused (409 VERSION_CONFLICT). */
  version: v.number(),
  /** Ours: what the caller may do (the policy's answer, for showing the right actions). */
  isOwner: v.boolean(),
  canEdit: v.boolean(),
  canDelete: v.boolean(),
  canManage: v.boolean(),
  /** The structured resume (JSON Resume 1.0). */
  resume: JsonResumeSchema,
})
export type Resume = v.InferOutput<typeof ResumeSchema>

/** GET /api/Resume/GetResumesOwnedbyAuthUser: every resume of the caller, masters first, newest first. */
export const OwnedResumesSchema = v.array(ResumeSchema)

/** An item of GET /api/Resume/public and GET /api/Resume/user/{userId}. */
export const PublicResumeListItemSchema = v.object({
  id: v.string(),
  templateName: v.nullable(v.string()),
  /** Whether everyone may see it (privacy public). */
  isPublic: v.boolean(),
  isOwner: v.boolean(),
  createdAt: v.string(),
  /** The creation date as people read it, in UTC: 'Nov 27, 2026'. */
  creationDateFormatted: v.string(),
  sentimentScore: v.nullable(v.number()),
  userId: v.string(),
  name: v.string(),
  slug: v.string(),
  description: v.nullable(v.string()),
  isPrimaryDefault: v.boolean(),
  isWatched: v.boolean(),
  /** Not known (no geocoding): always null for now. */
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  /** 'City, Region, CC' from basics.location; null when it has none. */
  location: v.nullable(v.string()),
  /** Ours: basics.name, basics.label, basics.image and the first skills' names, for the card. */
  personName: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  image: v.nullable(v.string()),
  skills: v.array(v.string()),
  privacy: ResumePrivacySchema,
  isMaster: v.boolean(),
  updatedAt: v.string(),
  views: v.number(),
})
export type PublicResumeListItem = v.InferOutput<typeof PublicResumeListItemSchema>

/** GET /api/Resume/public?page&limit (defaults 1, 20): the resumes the caller may see, newest first. */
export const PublicResumeListResponseSchema = PagedSchema(PublicResumeListItemSchema)
export type PublicResumeListResponse = Paged<PublicResumeListItem>

/** GET /api/Resume/user/{userId} (seed 1 §7): that user's resumes the caller may see. */
export const UserResumesResponseSchema = v.object({
  resumes: v.array(PublicResumeListItemSchema),
  total: v.number(),
})
export type UserResumesResponse = v.InferOutput<typeof UserResumesResponseSchema>

export const RESUME_OWNERSHIPS = ['owned', 'account_owned', 'tracked'] as const
export const ResumeOwnershipSchema = v.picklist(RESUME_OWNERSHIPS)
export type ResumeOwnership = v.InferOutput<typeof ResumeOwnershipSchema>

/** An item of GET /api/Resume/withOwnership and of the master groups. */
export const ResumeWithOwnershipSchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  privacy: ResumePrivacySchema,
  isMaster: v.boolean(),
  isActive: v.boolean(),
  parentId: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  views: v.number(),
  /** The resume's description, else basics.summary; null when neither. */
  summary: v.nullable(v.string()),
  /** The resume's name (the create form's "title"). */
  title: v.string(),
  userId: v.string(),
  ownership: ResumeOwnershipSchema,
  /** Ours: basics.name and basics.label, the template, and how many variations a master or standalone has. */
  personName: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  templateName: v.nullable(v.string()),
  variationCount: v.number(),
})
export type ResumeWithOwnership = v.InferOutput<typeof ResumeWithOwnershipSchema>

/**
 * GET /api/Resume/withOwnership: the caller's own resumes (owned), resumes of accounts where the caller may
 * edit others' resumes (account_owned), and the resumes they track (tracked) — each only while visible.
 */
export const ResumesWithOwnershipSchema = v.array(ResumeWithOwnershipSchema)

/**
 * GET /api/Resume/masterGroups: the caller's resumes grouped. Every resume without a parent heads a group
 * (the master first, then standalone ones, newest first); its variations follow, newest first.
 */
export const MasterGroupSchema = v.object({
  masterResume: ResumeWithOwnershipSchema,
  variations: v.array(ResumeWithOwnershipSchema),
})
export type MasterGroup = v.InferOutput<typeof MasterGroupSchema>
export const MasterGroupsSchema = v.array(MasterGroupSchema)

/** POST /api/Resume/Save (seed 1 §7: returns id, success) plus the saved resume (ours). */
export const ResumeSaveResultSchema = v.object({
  id: v.string(),
  success: v.boolean(),
  created: v.boolean(),
  resume: ResumeSchema,
})
export type ResumeSaveResult = v.InferOutput<typeof ResumeSaveResultSchema>

/** POST /api/Resume/{id}/setMaster, /setActive, /promote: empty body, boolean result. */
export const ResumeFlagResultSchema = v.boolean()

/** POST /api/Resume/{id}/setPrivacy. */
export const ResumePrivacyResultSchema = v.object({
  id: v.string(),
  privacy: ResumePrivacySchema,
  privacy_ShowResume: v.number(),
})
export type ResumePrivacyResult = v.InferOutput<typeof ResumePrivacyResultSchema>

/**
 * DELETE /api/Resume/{id}. `deletedIds` lists every resume removed (a master's variations go with it,
 * decision 024); `newMasterId` is the resume that became master, if the deleted one was the master.
 */
export const ResumeDeleteResultSchema = v.object({
  id: v.string(),
  deleted: v.boolean(),
  deletedIds: v.array(v.string()),
  newMasterId: v.nullable(v.string()),
})
export type ResumeDeleteResult = v.InferOutput<typeof ResumeDeleteResultSchema>

/** POST /api/Resume/watch/{id} and /unwatch/{id}: the state after the call. */
export const ResumeWatchResultSchema = v.object({ resumeId: v.string(), isWatched: v.boolean() })
export type ResumeWatchResult = v.InferOutput<typeof ResumeWatchResultSchema>

/** GET /api/Resume/validateSlug?slug&resumeId: the normalised slug and whether it may be used. */
export const SlugAvailabilitySchema = v.object({
  slug: v.string(),
  available: v.boolean(),
  /** Ours: why not ('taken', 'reserved', 'empty'); null when available. */
  reason: v.nullable(v.picklist(['taken', 'reserved', 'empty'])),
})
export type SlugAvailability = v.InferOutput<typeof SlugAvailabilitySchema>
