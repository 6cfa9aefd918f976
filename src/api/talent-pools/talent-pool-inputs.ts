import * as v from 'valibot'
import { PageQuerySchema } from '../pagination'
import { UUID_PATTERN } from '../uuid'
import {
  POOL_DESCRIPTION_MAX,
  POOL_NAME_MAX,
  POOL_NOTE_MAX,
  TALENT_POOL_STAGES,
  TALENT_POOL_TEXTS,
} from './talent-pool-fields'

const id = v.pipe(v.string(TALENT_POOL_TEXTS.idInvalid), v.regex(UUID_PATTERN, TALENT_POOL_TEXTS.idInvalid))

export const TalentPoolStageSchema = v.picklist(TALENT_POOL_STAGES, TALENT_POOL_TEXTS.stageInvalid)

const name = v.pipe(
  v.optional(v.string(TALENT_POOL_TEXTS.nameRequired), ''),
  v.trim(),
  v.minLength(1, TALENT_POOL_TEXTS.nameRequired),
  v.maxLength(POOL_NAME_MAX, TALENT_POOL_TEXTS.nameTooLong),
)
const description = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(POOL_DESCRIPTION_MAX, TALENT_POOL_TEXTS.descriptionTooLong),
)

/**
 * POST /api/TalentPool {name, description?, accountId?}: a pool in the given account, or the caller's
 * current one; the caller must hire there (recruiter, employer or owner of it).
 */
export const TalentPoolCreateInputSchema = v.strictObject({
  name,
  description: v.optional(description),
  accountId: v.optional(id),
})
export type TalentPoolCreateInput = v.InferInput<typeof TalentPoolCreateInputSchema>

/** PUT /api/TalentPool/{id} {name, description?}: rename; a description left out keeps its value. */
export const TalentPoolUpdateInputSchema = v.strictObject({ name, description: v.optional(description) })
export type TalentPoolUpdateInput = v.InferInput<typeof TalentPoolUpdateInputSchema>

/** GET /api/TalentPool?accountId: the pools of one account the caller hires in, or of all of them. */
export const TalentPoolListQuerySchema = v.strictObject({ accountId: v.optional(id) })

/**
 * POST /api/TalentPool/{id}/members {userId | resumeId, stage?, note?}: a person, or a resume (whose owner
 * becomes the member). Adding someone already in the pool answers their membership unchanged.
 */
export const TalentPoolAddMemberInputSchema = v.pipe(
  v.strictObject({
    userId: v.optional(id),
    resumeId: v.optional(id),
    stage: v.optional(TalentPoolStageSchema),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(POOL_NOTE_MAX, TALENT_POOL_TEXTS.noteTooLong))),
  }),
  v.check(
    (input) => (input.userId === undefined) !== (input.resumeId === undefined),
    TALENT_POOL_TEXTS.candidateRequired,
  ),
)
export type TalentPoolAddMemberInput = v.InferInput<typeof TalentPoolAddMemberInputSchema>

/** PUT /api/TalentPool/{id}/members/{memberId} {stage}: move a member to another stage. */
export const TalentPoolMoveInputSchema = v.strictObject({ stage: TalentPoolStageSchema })
export type TalentPoolMoveInput = v.InferInput<typeof TalentPoolMoveInputSchema>

/** POST /api/TalentPool/{id}/members/{memberId}/notes {text}. */
export const TalentPoolNoteInputSchema = v.strictObject({
  text: v.pipe(
    v.optional(v.string(TALENT_POOL_TEXTS.noteRequired), ''),
    v.trim(),
    v.minLength(1, TALENT_POOL_TEXTS.noteRequired),
    v.maxLength(POOL_NOTE_MAX, TALENT_POOL_TEXTS.noteTooLong),
  ),
})
export type TalentPoolNoteInput = v.InferInput<typeof TalentPoolNoteInputSchema>

/** GET /api/TalentPool/watched?page&limit: the caller's tracked candidates, a page at a time. */
export const WatchedQuerySchema = v.object({ ...PageQuerySchema.entries })
