import * as v from 'valibot'
import { JOB_STATUSES } from '../jobs/job-statuses'
import { APPLICATION_STAGES } from './application-stages'

/**
 * An application as each side sees it. The applicant never sees reviewer notes or reviewer names; reviewers
 * (the job's editors) see the applicant, the notes and the history. Paths:
 * - GET /api/Applications/{id} → ApplicationView (`view` says which shape)
 * - GET /api/Applications/{id}/cv → the CV file (applicant and reviewers). It needs the bearer header, so the
 *   client fetches it and saves the blob: a plain link cannot carry the header.
 */

const nullableString = v.nullable(v.string())

/** The job an application belongs to, as both sides see it. */
export const ApplicationJobSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  /** The company's name. */
  company: v.string(),
  companyId: v.string(),
  location: nullableString,
  status: v.picklist(JOB_STATUSES),
  isExpired: v.boolean(),
  /** The owner deleted the job: the application stays readable for the applicant, frozen. */
  isDeleted: v.boolean(),
})
export type ApplicationJob = v.InferOutput<typeof ApplicationJobSchema>

/** The uploaded CV; `url` is the API path (`/api/Applications/{id}/cv`). */
export const ApplicationCvSchema = v.object({
  name: v.string(),
  size: v.number(),
  mime: v.string(),
  url: v.string(),
})
export type ApplicationCv = v.InferOutput<typeof ApplicationCvSchema>

/** An answer with the question's text as it was when answered (the owner may edit questions later). */
export const ApplicationAnswerSchema = v.object({
  questionId: v.string(),
  question: v.string(),
  answer: v.string(),
})
export type ApplicationAnswer = v.InferOutput<typeof ApplicationAnswerSchema>

const applicationEntries = {
  id: v.string(),
  job: ApplicationJobSchema,
  stage: v.picklist(APPLICATION_STAGES),
  stageChangedAt: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  coverLetter: v.string(),
  /** Null when the application references a resume instead of a file. */
  cv: v.nullable(ApplicationCvSchema),
  resumeId: nullableString,
  answers: v.array(ApplicationAnswerSchema),
  /** Non-final and unchanged for APPLICATION_STALE_DAYS days or more. */
  isStale: v.boolean(),
  /** Whole days since stageChangedAt. */
  ageDays: v.number(),
}

/** The applicant's view: no notes, no reviewer names. */
export const ApplicantApplicationSchema = v.object(applicationEntries)
export type ApplicantApplication = v.InferOutput<typeof ApplicantApplicationSchema>

export const ApplicantSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  headline: nullableString,
  location: nullableString,
})
export type Applicant = v.InferOutput<typeof ApplicantSchema>

export const ApplicationPersonSchema = v.object({ id: v.string(), name: v.string() })
export type ApplicationPerson = v.InferOutput<typeof ApplicationPersonSchema>

export const ApplicationNoteSchema = v.object({
  id: v.string(),
  /** Null when the author's account is gone. */
  author: v.nullable(ApplicationPersonSchema),
  text: v.string(),
  createdAt: v.string(),
})
export type ApplicationNote = v.InferOutput<typeof ApplicationNoteSchema>

/** One stage the application entered (the first entry is 'applied', by the applicant). */
export const ApplicationEventSchema = v.object({
  stage: v.picklist(APPLICATION_STAGES),
  at: v.string(),
  by: v.nullable(ApplicationPersonSchema),
  /** The note given with the move, if any (reviewers only). */
  note: nullableString,
})
export type ApplicationEvent = v.InferOutput<typeof ApplicationEventSchema>

/** A row of the review board (GET /api/Job/{id}/applications): the applicant plus how many notes. */
export const ReviewerApplicationSummarySchema = v.object({
  ...applicationEntries,
  applicant: ApplicantSchema,
  notesCount: v.number(),
})
export type ReviewerApplicationSummary = v.InferOutput<typeof ReviewerApplicationSummarySchema>

/** The reviewers' full view: applicant, notes (oldest first) and history (oldest first). */
export const ReviewerApplicationSchema = v.object({
  ...applicationEntries,
  applicant: ApplicantSchema,
  notesCount: v.number(),
  notes: v.array(ApplicationNoteSchema),
  history: v.array(ApplicationEventSchema),
})
export type ReviewerApplication = v.InferOutput<typeof ReviewerApplicationSchema>

/**
 * GET /api/Applications/{id}: the reviewer's view when the caller may review the job (even if they are the
 * applicant too), else the applicant's.
 */
export const ApplicationViewSchema = v.variant('view', [
  v.object({ view: v.literal('applicant'), application: ApplicantApplicationSchema }),
  v.object({ view: v.literal('reviewer'), application: ReviewerApplicationSchema }),
])
export type ApplicationView = v.InferOutput<typeof ApplicationViewSchema>
