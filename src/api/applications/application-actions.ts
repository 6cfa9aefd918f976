import * as v from 'valibot'
import { APPLICATION_STAGES } from './application-stages'

/**
 * What is done to an application after it is sent: reviewers move its stage and add notes (notes are never
 * shown to the applicant); the applicant withdraws it while it is not final.
 */

export const NOTE_MAX = 2_000

/** POST /api/Applications/{id}/stage (reviewers); answers the reviewers' view of the application. */
export const StageUpdateInputSchema = v.strictObject({
  stage: v.picklist(APPLICATION_STAGES, `Stage must be one of ${APPLICATION_STAGES.join(', ')}`),
  /** Kept as a reviewer note and in the history (never shown to the applicant). */
  note: v.optional(
    v.pipe(
      v.string('Note must be text'),
      v.trim(),
      v.maxLength(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`),
    ),
  ),
})
export type StageUpdateInput = v.InferInput<typeof StageUpdateInputSchema>

/** POST /api/Applications/{id}/notes (reviewers); answers the new note. */
export const NoteInputSchema = v.strictObject({
  text: v.pipe(
    v.optional(v.string('Note must be text'), ''),
    v.trim(),
    v.minLength(1, 'Note is required'),
    v.maxLength(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`),
  ),
})
export type NoteInput = v.InferInput<typeof NoteInputSchema>

/** DELETE /api/Applications/{id}: the applicant withdraws it. */
export const ApplicationWithdrawResultSchema = v.object({ id: v.string(), withdrawn: v.literal(true) })
export type ApplicationWithdrawResult = v.InferOutput<typeof ApplicationWithdrawResultSchema>
