import * as v from 'valibot'
import { ENROLMENT_SOURCES, ENROLMENT_STATUSES } from './outreach-fields'

/** What the outreach calls answer with. */

export const StepSchema = v.object({
  position: v.number(),
  delayHours: v.number(),
  subject: v.string(),
  body: v.string(),
})
export type Step = v.InferOutput<typeof StepSchema>

export const SequenceResultsSchema = v.object({
  enrolled: v.number(),
  active: v.number(),
  sent: v.number(),
  replied: v.number(),
  unsubscribed: v.number(),
  bounced: v.number(),
})
export type SequenceResults = v.InferOutput<typeof SequenceResultsSchema>

export const SequenceSchema = v.object({
  id: v.string(),
  name: v.string(),
  timeZone: v.string(),
  windowStartHour: v.number(),
  windowEndHour: v.number(),
  weekdaysOnly: v.boolean(),
  dailyCap: v.number(),
  steps: v.array(StepSchema),
  results: SequenceResultsSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
})
export type Sequence = v.InferOutput<typeof SequenceSchema>

export const SequenceListSchema = v.object({ items: v.array(SequenceSchema), sentToday: v.number() })
export type SequenceList = v.InferOutput<typeof SequenceListSchema>

export const EnrolmentSchema = v.object({
  id: v.string(),
  recipient: v.object({ id: v.string(), name: v.string(), headline: v.nullable(v.string()) }),
  source: v.picklist(ENROLMENT_SOURCES),
  status: v.picklist(ENROLMENT_STATUSES),
  /** Steps sent so far. */
  sentSteps: v.number(),
  nextSendAt: v.nullable(v.string()),
  timeZone: v.string(),
  enrolledAt: v.string(),
  lastSentAt: v.nullable(v.string()),
})
export type Enrolment = v.InferOutput<typeof EnrolmentSchema>

export const EnrolmentListSchema = v.object({ items: v.array(EnrolmentSchema) })
export type EnrolmentList = v.InferOutput<typeof EnrolmentListSchema>

export const EnrolResultSchema = v.object({
  enrolled: v.number(),
  /** Already in this sequence, unsubscribed, blocked or not someone the caller may contact. */
  skipped: v.array(v.object({ userId: v.string(), reason: v.string() })),
})
export type EnrolResult = v.InferOutput<typeof EnrolResultSchema>

export const PreviewSchema = v.object({
  recipient: v.object({ id: v.string(), name: v.string() }),
  steps: v.array(v.object({ position: v.number(), subject: v.string(), body: v.string() })),
})
export type Preview = v.InferOutput<typeof PreviewSchema>

export const CandidateSchema = v.object({
  id: v.string(),
  name: v.string(),
  headline: v.nullable(v.string()),
  /** For applicants: the job they applied to. */
  context: v.nullable(v.string()),
})
export const CandidateListSchema = v.object({ items: v.array(CandidateSchema) })
export type Candidate = v.InferOutput<typeof CandidateSchema>
export type CandidateList = v.InferOutput<typeof CandidateListSchema>

export const UnsubscribeInfoSchema = v.object({ senderName: v.string(), unsubscribed: v.boolean() })
export type UnsubscribeInfo = v.InferOutput<typeof UnsubscribeInfoSchema>
