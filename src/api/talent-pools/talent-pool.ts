import * as v from 'valibot'
import { PagedSchema } from '../pagination'
import { TalentPoolStageSchema } from './talent-pool-inputs'
import { TALENT_POOL_STAGES, type TalentPoolStage } from './talent-pool-fields'

/** The person as a pool shows them: enough for a card row and a link to their profile. */
export const PoolPersonSchema = v.object({
  id: v.string(),
  slug: v.string(),
  fullName: v.string(),
  avatar: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  location: v.nullable(v.string()),
})
export type PoolPerson = v.InferOutput<typeof PoolPersonSchema>

export const StageCountsSchema = v.object(
  Object.fromEntries(TALENT_POOL_STAGES.map((stage) => [stage, v.number()])) as Record<
    TalentPoolStage,
    v.NumberSchema<undefined>
  >,
)
export type StageCounts = v.InferOutput<typeof StageCountsSchema>

/** A pool in a list: its account, its size and how many members stand at each stage. */
export const TalentPoolSummarySchema = v.object({
  id: v.string(),
  accountId: v.string(),
  accountName: v.string(),
  name: v.string(),
  description: v.string(),
  memberCount: v.number(),
  stageCounts: StageCountsSchema,
  /** Whether the caller may delete it (the account's owner, or whoever created it). */
  canDelete: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
})
export type TalentPoolSummary = v.InferOutput<typeof TalentPoolSummarySchema>

export const TalentPoolListSchema = v.object({
  items: v.array(TalentPoolSummarySchema),
  total: v.number(),
})
export type TalentPoolList = v.InferOutput<typeof TalentPoolListSchema>

export const TalentPoolNoteSchema = v.object({
  id: v.string(),
  text: v.string(),
  authorId: v.nullable(v.string()),
  authorName: v.string(),
  createdAt: v.string(),
})
export type TalentPoolNote = v.InferOutput<typeof TalentPoolNoteSchema>

export const TalentPoolMemberSchema = v.object({
  id: v.string(),
  poolId: v.string(),
  stage: TalentPoolStageSchema,
  person: PoolPersonSchema,
  /** The resume the member was added from, while it exists. */
  resumeId: v.nullable(v.string()),
  notes: v.array(TalentPoolNoteSchema),
  addedAt: v.string(),
  stageChangedAt: v.string(),
})
export type TalentPoolMember = v.InferOutput<typeof TalentPoolMemberSchema>

/** GET /api/TalentPool/{id}: the pool with its members, in stage order, newest stage change first. */
export const TalentPoolDetailSchema = v.object({
  ...TalentPoolSummarySchema.entries,
  members: v.array(TalentPoolMemberSchema),
})
export type TalentPoolDetail = v.InferOutput<typeof TalentPoolDetailSchema>

export const TalentPoolMemberResultSchema = v.object({
  ...TalentPoolMemberSchema.entries,
  /** false when the person was already in the pool (nothing changed). */
  created: v.boolean(),
})
export type TalentPoolMemberResult = v.InferOutput<typeof TalentPoolMemberResultSchema>

export const TalentPoolDeleteResultSchema = v.object({ id: v.string(), deleted: v.boolean() })

/** GET /api/TalentPool/person/{userId}: the caller's side of one person, for the profile's actions. */
export const PoolPersonStatusSchema = v.object({
  userId: v.string(),
  tracked: v.boolean(),
  memberships: v.array(
    v.object({
      poolId: v.string(),
      poolName: v.string(),
      memberId: v.string(),
      stage: TalentPoolStageSchema,
    }),
  ),
})
export type PoolPersonStatus = v.InferOutput<typeof PoolPersonStatusSchema>

export const WatchResultSchema = v.object({ userId: v.string(), tracked: v.boolean() })
export type WatchResult = v.InferOutput<typeof WatchResultSchema>

/** GET /api/TalentPool/watched: the caller's tracked candidates, most recently tracked first. */
export const WatchedCandidateSchema = v.object({ ...PoolPersonSchema.entries, trackedAt: v.string() })
export const WatchedCandidatesSchema = PagedSchema(WatchedCandidateSchema)
export type WatchedCandidates = v.InferOutput<typeof WatchedCandidatesSchema>
