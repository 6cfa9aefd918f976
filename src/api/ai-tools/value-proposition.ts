import * as v from 'valibot'
import { AiEngineSchema, SuggestionSourceSchema } from './ai-result'
import { RESUME_SOURCE_ENTRIES, exactlyOneResumeSource } from './resume-source'
import { JOB_SOURCE_ENTRIES } from './match'

/**
 * The value proposition (issue 16): POST /api/ValueProposition/generate. A short statement of what the
 * candidate offers a given job or employer, built only from facts found in the resume, each fact listed with
 * the resume text it came from. The target is optional: a job the caller may see, a pasted description, or
 * just an employer's name.
 */

export const VALUE_PROPOSITION_TEXTS = {
  employerTooLong: 'The employer name is too long (at most 120 characters)',
  jobBoth: 'Send either jobId or jobDescription, not both',
} as const

export const ValuePropositionInputSchema = v.pipe(
  v.strictObject({
    ...RESUME_SOURCE_ENTRIES,
    ...JOB_SOURCE_ENTRIES,
    employer: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(120, VALUE_PROPOSITION_TEXTS.employerTooLong)),
    ),
  }),
  exactlyOneResumeSource(),
  v.check(
    (input) => input.jobId === undefined || input.jobDescription === undefined,
    VALUE_PROPOSITION_TEXTS.jobBoth,
  ),
)
export type ValuePropositionInput = v.InferInput<typeof ValuePropositionInputSchema>
export type ValuePropositionValues = v.InferOutput<typeof ValuePropositionInputSchema>

export const VALUE_FACT_KINDS = ['role', 'experience', 'skill', 'achievement', 'education'] as const

export const ValuePropositionSchema = v.object({
  /** Two or three sentences. */
  statement: v.string(),
  /** A one-line version for a profile headline or an email subject. */
  headline: v.string(),
  facts: v.array(
    v.object({ kind: v.picklist(VALUE_FACT_KINDS), text: v.string(), source: SuggestionSourceSchema }),
  ),
  target: v.object({ jobTitle: v.nullable(v.string()), employer: v.nullable(v.string()) }),
  engine: AiEngineSchema,
})
export type ValueProposition = v.InferOutput<typeof ValuePropositionSchema>
