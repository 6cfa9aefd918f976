import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'
import {
  BODY_MAX,
  DAILY_CAP_DEFAULT,
  DAILY_CAP_MAX,
  DELAY_HOURS_MAX,
  ENROL_MAX,
  MAX_STEPS,
  OUTREACH_TEXTS as T,
  SEQUENCE_NAME_MAX,
  SUBJECT_MAX,
} from './outreach-fields'

export const OutreachIdSchema = v.pipe(v.string(T.idInvalid), v.regex(UUID_PATTERN, T.idInvalid))

/** An IANA zone the runtime knows (Intl refuses unknown ones). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return value.length > 0 && value.length <= 64
  } catch {
    return false
  }
}

const text = (required: string, max: number, tooLong: string) =>
  v.pipe(v.optional(v.string(required), ''), v.trim(), v.minLength(1, required), v.maxLength(max, tooLong))

export const StepInputSchema = v.strictObject({
  delayHours: v.pipe(
    v.number(T.delayInvalid),
    v.integer(T.delayInvalid),
    v.minValue(0, T.delayInvalid),
    v.maxValue(DELAY_HOURS_MAX, T.delayInvalid),
  ),
  subject: text(T.subjectRequired, SUBJECT_MAX, T.subjectTooLong),
  body: text(T.bodyRequired, BODY_MAX, T.bodyTooLong),
})
export type StepInput = v.InferOutput<typeof StepInputSchema>

const hour = v.pipe(
  v.number(T.windowInvalid),
  v.integer(T.windowInvalid),
  v.minValue(0, T.windowInvalid),
  v.maxValue(24, T.windowInvalid),
)

/**
 * POST /api/Outreach/sequences and PUT /api/Outreach/sequences/{id}: the whole sequence at once (name,
 * settings and the steps in order). Templates are checked by the server (unknown variables or filters refused).
 */
export const SequenceInputSchema = v.pipe(
  v.strictObject({
    name: text(T.nameRequired, SEQUENCE_NAME_MAX, T.nameTooLong),
    timeZone: v.pipe(
      v.optional(v.string(T.timeZoneInvalid), 'UTC'),
      v.trim(),
      v.check(isTimeZone, T.timeZoneInvalid),
    ),
    windowStartHour: v.optional(hour, 9),
    windowEndHour: v.optional(hour, 17),
    weekdaysOnly: v.optional(v.boolean(), true),
    dailyCap: v.optional(
      v.pipe(
        v.number(T.capInvalid),
        v.integer(T.capInvalid),
        v.minValue(1, T.capInvalid),
        v.maxValue(DAILY_CAP_MAX, T.capInvalid),
      ),
      DAILY_CAP_DEFAULT,
    ),
    steps: v.pipe(
      v.array(StepInputSchema, T.stepsRequired),
      v.minLength(1, T.stepsRequired),
      v.maxLength(MAX_STEPS, T.tooManySteps),
    ),
  }),
  v.forward(
    v.check((input) => input.windowStartHour < input.windowEndHour, T.windowInvalid),
    ['windowEndHour'],
  ),
)
export type SequenceInput = v.InferOutput<typeof SequenceInputSchema>

/**
 * POST /api/Outreach/sequences/{id}/enrol: people chosen from one source. `applicants` and `people` name users
 * (applicants of the caller's jobs, people the caller may message); `pool` names a talent pool of their account.
 */
export const EnrolInputSchema = v.variant(
  'source',
  [
    v.strictObject({
      source: v.picklist(['applicants', 'people'] as const, T.sourceInvalid),
      userIds: v.pipe(
        v.array(OutreachIdSchema, T.recipientsRequired),
        v.minLength(1, T.recipientsRequired),
        v.maxLength(ENROL_MAX, T.tooManyRecipients),
      ),
    }),
    v.strictObject({
      source: v.literal('pool', T.sourceInvalid),
      poolId: v.pipe(v.string(T.poolRequired), v.regex(UUID_PATTERN, T.poolRequired)),
    }),
  ],
  T.sourceInvalid,
)
export type EnrolInput = v.InferOutput<typeof EnrolInputSchema>

/** POST /api/Outreach/sequences/{id}/preview: the steps as one recipient would get them (unsaved edits too). */
export const PreviewInputSchema = v.strictObject({
  userId: OutreachIdSchema,
  steps: v.pipe(
    v.array(StepInputSchema, T.stepsRequired),
    v.minLength(1, T.stepsRequired),
    v.maxLength(MAX_STEPS, T.tooManySteps),
  ),
})
export type PreviewInput = v.InferOutput<typeof PreviewInputSchema>

/** GET /api/Outreach/candidates?source=applicants|people&q= */
export const CandidateQuerySchema = v.strictObject({
  source: v.optional(v.picklist(['applicants', 'people'] as const, T.sourceInvalid), 'applicants'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
})
export type CandidateQuery = v.InferOutput<typeof CandidateQuerySchema>
