import * as v from 'valibot'
import { HERO_UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from './constants'
import { JOB_STATUSES } from './jobs'
import { PageQuerySchema, PagedSchema, type Paged } from './pagination'

/**
 * Job applications (issue 5 "Applications"; seed 2 §7 `POST /api/Job/{id}/apply`, body not shown: ours).
 *
 * Paths (docs/api.md "Applications"):
 * - `POST   /api/Job/{id}/apply`              multipart (ApplyFields + `cv` file) → ApplicantApplication (201)
 * - `GET    /api/Job/{id}/questions`          → ScreeningQuestionList (anyone who may view the job)
 * - `PUT    /api/Job/{id}/questions`          ScreeningQuestionsInput → ScreeningQuestionList (job editors)
 * - `GET    /api/Job/{id}/applications`       ?stage&page&limit → JobApplicationList (reviewers)
 * - `GET    /api/Applications/me`             ?stage&page&limit → MyApplicationList (the applicant)
 * - `GET    /api/Applications/pipeline`       → ReviewerPipeline (the reviewer's jobs, for dashboards)
 * - `GET    /api/Applications/{id}`           → ApplicationView (`view` says which shape)
 * - `DELETE /api/Applications/{id}`           withdraw (the applicant) → ApplicationWithdrawResult
 * - `POST   /api/Applications/{id}/stage`     StageUpdateInput → ReviewerApplication (reviewers)
 * - `POST   /api/Applications/{id}/notes`     NoteInput → ApplicationNote (reviewers; never shown to applicants)
 * - `GET    /api/Applications/{id}/cv`        the CV file (applicant and reviewers; needs the bearer header,
 *                                              so fetch it and save the blob — a plain link cannot carry it)
 */

// ---------------------------------------------------------------------------------------------------------
// Stages and the moves between them
// ---------------------------------------------------------------------------------------------------------

export const APPLICATION_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const
export type ApplicationStage = (typeof APPLICATION_STAGES)[number]

export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
}

/** The happy path, in order ('rejected' is off it). */
export const APPLICATION_PIPELINE: readonly ApplicationStage[] = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
]

/** Final stages: no move out of them, never stale, cannot be withdrawn. */
export const FINAL_APPLICATION_STAGES: readonly ApplicationStage[] = ['hired', 'rejected']

export const isFinalStage = (stage: ApplicationStage) => FINAL_APPLICATION_STAGES.includes(stage)

/**
 * Allowed stage moves (enforced by the server): any step forward on the pipeline (skipping is allowed),
 * one step back (to undo a slip), and 'rejected' from any non-final stage. 'hired' and 'rejected' are final.
 * Setting the current stage again is refused (nothing to record).
 */
export const APPLICATION_STAGE_MOVES: Record<ApplicationStage, readonly ApplicationStage[]> = {
  applied: ['screening', 'interview', 'offer', 'hired', 'rejected'],
  screening: ['applied', 'interview', 'offer', 'hired', 'rejected'],
  interview: ['screening', 'offer', 'hired', 'rejected'],
  offer: ['interview', 'hired', 'rejected'],
  hired: [],
  rejected: [],
}

export function canMoveStage(from: ApplicationStage, to: ApplicationStage): boolean {
  return APPLICATION_STAGE_MOVES[from].includes(to)
}

/** "No ghosting": a non-final application whose stage has not changed for this many days is stale. */
export const APPLICATION_STALE_DAYS = 14

const DAY_MS = 86_400_000

/** Whole days since the stage last changed (0 on the day itself). */
export function applicationAgeDays(stageChangedAt: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(stageChangedAt).getTime()) / DAY_MS))
}

export function isApplicationStale(
  stage: ApplicationStage,
  stageChangedAt: string | Date,
  now: Date = new Date(),
): boolean {
  return !isFinalStage(stage) && applicationAgeDays(stageChangedAt, now) >= APPLICATION_STALE_DAYS
}

/** 'No update for 21 days' — the text a stale application shows. */
export const staleLabel = (ageDays: number) => `No update for ${ageDays} day${ageDays === 1 ? '' : 's'}`

/** User-facing texts of the apply and review flows. */
export const APPLICATION_TEXTS = {
  applied: 'Application sent',
  alreadyApplied: 'You have already applied to this job',
  notOpen: 'This job is no longer accepting applications',
  ownJob: 'You cannot apply to a job of your own company',
  cvRequired: 'Please attach your CV',
  cvType: 'Your CV must be a PDF, DOC or DOCX file',
  cvTooLarge: 'Your CV must be 10 MB or smaller',
  withdrawn: 'Application withdrawn',
  withdrawFinal: 'This application is closed and cannot be withdrawn',
  stageMoved: (stage: ApplicationStage) => `Moved to ${APPLICATION_STAGE_LABELS[stage]}`,
  stageRefused: 'This stage change is not allowed',
  noteAdded: 'Note added',
} as const

// ---------------------------------------------------------------------------------------------------------
// Apply input (multipart/form-data)
// ---------------------------------------------------------------------------------------------------------

/** The multipart field names. */
export const APPLY_FIELDS = {
  cv: 'cv',
  resumeId: 'resumeId',
  coverLetter: 'coverLetter',
  answers: 'answers',
} as const

/** CV limits: PDF, DOC or DOCX (checked by content on the server), ≤ 10 MiB. */
export const CV_MAX_BYTES = UPLOAD_MAX_BYTES
export const CV_ACCEPT = HERO_UPLOAD_ACCEPT
/** For `<input accept>`. */
export const CV_ACCEPT_ATTR =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const COVER_LETTER_MAX = 5_000
export const ANSWER_MAX = 2_000
export const RESUME_ID_MAX = 100

export const ApplicationAnswerInputSchema = v.strictObject({
  questionId: v.pipe(v.string('Question id must be text'), v.minLength(1, 'Question id is required')),
  answer: v.pipe(
    v.string('Answer must be text'),
    v.trim(),
    v.maxLength(ANSWER_MAX, `Each answer must be at most ${ANSWER_MAX} characters`),
  ),
})
export type ApplicationAnswerInput = v.InferOutput<typeof ApplicationAnswerInputSchema>

/**
 * The text fields of the multipart body, as they arrive (strings). `answers` is a JSON array of
 * {questionId, answer}. The `cv` file is checked separately; the server needs a `cv` OR a `resumeId`.
 * Required screening questions must have a non-blank answer (checked by the server against the job).
 */
export const ApplyFieldsSchema = v.strictObject({
  coverLetter: v.optional(
    v.pipe(
      v.string('Cover letter must be text'),
      v.trim(),
      v.maxLength(COVER_LETTER_MAX, `Cover letter must be at most ${COVER_LETTER_MAX} characters`),
    ),
    '',
  ),
  resumeId: v.optional(
    v.pipe(
      v.string('Resume id must be text'),
      v.trim(),
      v.maxLength(RESUME_ID_MAX, 'Resume id is too long'),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  ),
  answers: v.optional(
    v.pipe(
      v.string('Answers must be a JSON list'),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (dataset.value.trim() === '') return []
        try {
          return JSON.parse(dataset.value) as unknown
        } catch {
          addIssue({ message: 'Answers must be a JSON list' })
          return NEVER
        }
      }),
      v.array(ApplicationAnswerInputSchema, 'Answers must be a JSON list'),
      v.maxLength(50, 'Too many answers'),
    ),
    '[]',
  ),
})
export type ApplyFields = v.InferInput<typeof ApplyFieldsSchema>
export type ApplyValues = v.InferOutput<typeof ApplyFieldsSchema>

/** What the apply form collects; `toApplyFormData` turns it into the multipart body. */
export type ApplyInput = {
  cv?: Blob | File | null
  resumeId?: string | null
  coverLetter?: string
  answers?: ApplicationAnswerInput[]
}

export function toApplyFormData(input: ApplyInput): FormData {
  const form = new FormData()
  if (input.cv) {
    const name = 'name' in input.cv && typeof input.cv.name === 'string' ? input.cv.name : 'cv'
    form.append(APPLY_FIELDS.cv, input.cv, name)
  }
  if (input.resumeId) form.append(APPLY_FIELDS.resumeId, input.resumeId)
  if (input.coverLetter) form.append(APPLY_FIELDS.coverLetter, input.coverLetter)
  if (input.answers && input.answers.length > 0)
    form.append(APPLY_FIELDS.answers, JSON.stringify(input.answers))
  return form
}

/** The client-side pre-check of a chosen CV (the server checks the content again). Null = fine. */
export function cvProblem(file: { name: string; size: number }): string | null {
  if (file.size > CV_MAX_BYTES) return APPLICATION_TEXTS.cvTooLarge
  if (!/\.(pdf|docx?)$/i.test(file.name)) return APPLICATION_TEXTS.cvType
  return null
}

// ---------------------------------------------------------------------------------------------------------
// Screening questions (the jobs contract has none: they live here, keyed by job id)
// ---------------------------------------------------------------------------------------------------------

export const SCREENING_QUESTION_MAX = 300
export const SCREENING_QUESTIONS_MAX = 10

export const ScreeningQuestionSchema = v.object({
  id: v.string(),
  question: v.string(),
  required: v.boolean(),
})
export type ScreeningQuestion = v.InferOutput<typeof ScreeningQuestionSchema>

/** GET and PUT /api/Job/{id}/questions answer this (ordered as the owner set them). */
export const ScreeningQuestionListSchema = v.object({
  jobId: v.string(),
  items: v.array(ScreeningQuestionSchema),
})
export type ScreeningQuestionList = v.InferOutput<typeof ScreeningQuestionListSchema>

/**
 * PUT /api/Job/{id}/questions: replaces the whole list. Keep an existing question's `id` to keep it (answers
 * already given stay attached); an item without an id is new.
 */
export const ScreeningQuestionsInputSchema = v.strictObject({
  questions: v.pipe(
    v.array(
      v.strictObject({
        id: v.optional(v.pipe(v.string(), v.maxLength(64))),
        question: v.pipe(
          v.string('Question must be text'),
          v.trim(),
          v.minLength(1, 'Question is required'),
          v.maxLength(
            SCREENING_QUESTION_MAX,
            `Question must be at most ${SCREENING_QUESTION_MAX} characters`,
          ),
        ),
        required: v.optional(v.boolean('Required must be true or false'), false),
      }),
      'Questions must be a list',
    ),
    v.maxLength(SCREENING_QUESTIONS_MAX, `At most ${SCREENING_QUESTIONS_MAX} questions`),
  ),
})
export type ScreeningQuestionsInput = v.InferInput<typeof ScreeningQuestionsInputSchema>

// ---------------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------------

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

export const StageCountsSchema = v.object({
  applied: v.number(),
  screening: v.number(),
  interview: v.number(),
  offer: v.number(),
  hired: v.number(),
  rejected: v.number(),
})
export type StageCounts = v.InferOutput<typeof StageCountsSchema>

export const emptyStageCounts = (): StageCounts => ({
  applied: 0,
  screening: 0,
  interview: 0,
  offer: 0,
  hired: 0,
  rejected: 0,
})

/** GET /api/Applications/me. */
export const MyApplicationListSchema = PagedSchema(ApplicantApplicationSchema)
export type MyApplicationList = Paged<ApplicantApplication>

/**
 * GET /api/Job/{id}/applications: the page (newest first) for the stage filter, plus counts per stage over
 * ALL the job's applications (the pipeline header, unaffected by the filter) and how many are stale.
 */
export const JobApplicationListSchema = v.object({
  ...PagedSchema(ReviewerApplicationSummarySchema).entries,
  jobId: v.string(),
  counts: StageCountsSchema,
  staleCount: v.number(),
})
export type JobApplicationList = v.InferOutput<typeof JobApplicationListSchema>

/** Query of both lists: page, limit (1–100, default 20) and an optional stage. */
export const ApplicationListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  stage: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value.trim() === '' ? undefined : value.trim().toLowerCase())),
      v.union(
        [v.undefined(), v.picklist(APPLICATION_STAGES)],
        `Stage must be one of ${APPLICATION_STAGES.join(', ')}`,
      ),
    ),
  ),
})
export type ApplicationListQuery = v.InferOutput<typeof ApplicationListQuerySchema>

/** One job of the reviewer's pipeline (GET /api/Applications/pipeline). */
export const PipelineJobSchema = v.object({
  jobId: v.string(),
  title: v.string(),
  company: v.string(),
  status: v.picklist(JOB_STATUSES),
  counts: StageCountsSchema,
  total: v.number(),
  staleCount: v.number(),
  /** When the newest application arrived (null: none yet). */
  lastAppliedAt: nullableString,
})
export type PipelineJob = v.InferOutput<typeof PipelineJobSchema>

/**
 * GET /api/Applications/pipeline: every job the caller may review that has applications or is active
 * (newest activity first, at most PIPELINE_MAX_JOBS), and the totals over them.
 */
export const ReviewerPipelineSchema = v.object({
  jobs: v.array(PipelineJobSchema),
  totals: StageCountsSchema,
  total: v.number(),
  staleCount: v.number(),
})
export type ReviewerPipeline = v.InferOutput<typeof ReviewerPipelineSchema>
export const PIPELINE_MAX_JOBS = 50

// ---------------------------------------------------------------------------------------------------------
// Reviewer inputs
// ---------------------------------------------------------------------------------------------------------

export const NOTE_MAX = 2_000

/** POST /api/Applications/{id}/stage. */
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

/** POST /api/Applications/{id}/notes. */
export const NoteInputSchema = v.strictObject({
  text: v.pipe(
    v.optional(v.string('Note must be text'), ''),
    v.trim(),
    v.minLength(1, 'Note is required'),
    v.maxLength(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`),
  ),
})
export type NoteInput = v.InferInput<typeof NoteInputSchema>

/** DELETE /api/Applications/{id}. */
export const ApplicationWithdrawResultSchema = v.object({ id: v.string(), withdrawn: v.literal(true) })
export type ApplicationWithdrawResult = v.InferOutput<typeof ApplicationWithdrawResultSchema>
