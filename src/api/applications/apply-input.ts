import * as v from 'valibot'
import { DOCUMENT_UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '../uploads'
import { APPLICATION_TEXTS } from './application-messages'

/**
 * Applying to a job: POST /api/Job/{id}/apply takes multipart/form-data, the ApplyFields text fields plus a
 * `cv` file, and answers the applicant's view of the application (201). Seed 2 §7 names the call but not its
 * body: the body is ours.
 */

/** The multipart field names. */
export const APPLY_FIELDS = {
  cv: 'cv',
  resumeId: 'resumeId',
  coverLetter: 'coverLetter',
  answers: 'answers',
} as const

/** A CV is a PDF, DOC or DOCX file (the server checks the content, not only the name) of at most 10 MiB. */
export const CV_MAX_BYTES = UPLOAD_MAX_BYTES
export const CV_ACCEPT = DOCUMENT_UPLOAD_ACCEPT
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
