import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'

/**
 * The resume a tool reads: pasted text (`resumeText`, the spec's field), or a saved resume by id
 * (`resumeId`) that the server reads as the caller may see it — someone else's private resume is answered
 * 404 like a missing one. Exactly one of the two.
 */

/** Two long resumes' worth of text; more is not a resume. */
export const RESUME_TEXT_MAX_CHARS = 50_000
export const JOB_DESCRIPTION_MAX_CHARS = 20_000

export const AI_TOOL_TEXTS = {
  resumeRequired: 'Paste resume text or choose a saved resume',
  resumeBoth: 'Send either resumeText or resumeId, not both',
  resumeTooShort: 'The resume text is too short to analyse (at least 30 characters)',
  resumeTooLong: `The resume text is too long (at most ${RESUME_TEXT_MAX_CHARS.toLocaleString('en-US')} characters)`,
  resumeIdInvalid: 'Not a resume id',
  jobDescriptionTooLong: `The job description is too long (at most ${JOB_DESCRIPTION_MAX_CHARS.toLocaleString('en-US')} characters)`,
  industryTooLong: 'The industry is too long (at most 100 characters)',
} as const

export const RESUME_TEXT_MIN_CHARS = 30

export const ResumeTextSchema = v.pipe(
  v.string(AI_TOOL_TEXTS.resumeRequired),
  v.trim(),
  v.minLength(RESUME_TEXT_MIN_CHARS, AI_TOOL_TEXTS.resumeTooShort),
  v.maxLength(RESUME_TEXT_MAX_CHARS, AI_TOOL_TEXTS.resumeTooLong),
)

export const ResumeIdSchema = v.pipe(
  v.string(AI_TOOL_TEXTS.resumeIdInvalid),
  v.trim(),
  v.regex(UUID_PATTERN, AI_TOOL_TEXTS.resumeIdInvalid),
)

/** The entries every resume-reading tool input has; spread into the tool's own strict object. */
export const RESUME_SOURCE_ENTRIES = {
  resumeText: v.optional(ResumeTextSchema),
  resumeId: v.optional(ResumeIdSchema),
}

/** Checks that exactly one of resumeText and resumeId came. */
export function exactlyOneResumeSource<T extends { resumeText?: string; resumeId?: string }>() {
  return v.check<T, v.ErrorMessage<v.CheckIssue<T>>>(
    (input) => (input.resumeText === undefined) !== (input.resumeId === undefined),
    (issue) =>
      issue.input.resumeText !== undefined && issue.input.resumeId !== undefined
        ? AI_TOOL_TEXTS.resumeBoth
        : AI_TOOL_TEXTS.resumeRequired,
  )
}

export const ResumeSourceInputSchema = v.pipe(v.strictObject(RESUME_SOURCE_ENTRIES), exactlyOneResumeSource())
export type ResumeSourceInput = v.InferInput<typeof ResumeSourceInputSchema>

/** The resume as a tool's input: pasted text, or a saved resume's id. */
export type ResumeSource = { resumeText: string } | { resumeId: string }
