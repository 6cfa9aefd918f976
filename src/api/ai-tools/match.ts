import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'
import { AiEngineSchema, ScoreCheckSchema, SuggestionSchema } from './ai-result'
import {
  AI_TOOL_TEXTS,
  JOB_DESCRIPTION_MAX_CHARS,
  RESUME_SOURCE_ENTRIES,
  exactlyOneResumeSource,
} from './resume-source'

/**
 * The job-resume match (issue 16): POST /api/JobMatch/analyze. Seed 1 §7's AI catalogue names no matching
 * call, so the path follows its naming (a PascalCase service, a verb). The resume is pasted text or a saved
 * resume (`resumeId`), the job a job the caller may see (`jobId`) or a pasted description — one of each.
 * The same explained match is what a recruiter sees on an application.
 */

export const MATCH_TEXTS = {
  jobRequired: 'Choose a job or paste a job description',
  jobBoth: 'Send either jobId or jobDescription, not both',
  jobIdInvalid: 'Not a job id',
  jobDescriptionTooShort: 'The job description is too short to match against (at least 30 characters)',
  jobDescriptionTooLong: AI_TOOL_TEXTS.jobDescriptionTooLong,
} as const

export const JOB_DESCRIPTION_MIN_CHARS = 30

export const JobDescriptionSchema = v.pipe(
  v.string(MATCH_TEXTS.jobRequired),
  v.trim(),
  v.minLength(JOB_DESCRIPTION_MIN_CHARS, MATCH_TEXTS.jobDescriptionTooShort),
  v.maxLength(JOB_DESCRIPTION_MAX_CHARS, MATCH_TEXTS.jobDescriptionTooLong),
)

export const JOB_SOURCE_ENTRIES = {
  jobId: v.optional(
    v.pipe(v.string(MATCH_TEXTS.jobIdInvalid), v.trim(), v.regex(UUID_PATTERN, MATCH_TEXTS.jobIdInvalid)),
  ),
  jobDescription: v.optional(JobDescriptionSchema),
}

export function exactlyOneJobSource<T extends { jobId?: string; jobDescription?: string }>() {
  return v.check(
    (input: T) => (input.jobId === undefined) !== (input.jobDescription === undefined),
    (issue: v.CheckIssue<T>) =>
      issue.input.jobId !== undefined && issue.input.jobDescription !== undefined
        ? MATCH_TEXTS.jobBoth
        : MATCH_TEXTS.jobRequired,
  )
}

export const JobMatchInputSchema = v.pipe(
  v.strictObject({ ...RESUME_SOURCE_ENTRIES, ...JOB_SOURCE_ENTRIES }),
  exactlyOneResumeSource(),
  exactlyOneJobSource(),
)
export type JobMatchInput = v.InferInput<typeof JobMatchInputSchema>
export type JobMatchValues = v.InferOutput<typeof JobMatchInputSchema>

export const MATCH_VERDICTS = ['strong', 'partial', 'weak'] as const
export const MATCH_VERDICT_LABELS: Record<(typeof MATCH_VERDICTS)[number], string> = {
  strong: 'Strong match',
  partial: 'Partial match',
  weak: 'Weak match',
}

export const JobMatchSchema = v.object({
  /** 0–100: round(100 × points of the passed checks ÷ points of all checks); skipped checks earn nothing. */
  score: v.number(),
  verdict: v.picklist(MATCH_VERDICTS),
  checks: v.array(ScoreCheckSchema),
  matchedSkills: v.array(v.object({ skill: v.string(), evidence: v.string() })),
  missingSkills: v.array(v.string()),
  suggestions: v.array(SuggestionSchema),
  job: v.object({ id: v.nullable(v.string()), title: v.string(), company: v.nullable(v.string()) }),
  resume: v.object({ id: v.nullable(v.string()), name: v.nullable(v.string()) }),
  engine: AiEngineSchema,
})
export type JobMatch = v.InferOutput<typeof JobMatchSchema>
