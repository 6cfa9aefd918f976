import * as v from 'valibot'
import { AiEngineSchema, ExplainedScoreSchema, SuggestionSourceSchema } from './ai-result'
import { exactlyOneResumeSource, RESUME_SOURCE_ENTRIES } from './resume-source'

/**
 * Seed 2 §7: POST /api/Resume/Summarize {resumeId} returns summary; POST /api/Resume/SentimentPrediction
 * {resumeId} returns sentiment, score. Both also take pasted `resumeText` (ours) for the tool pages.
 */

export const ResumeInsightInputSchema = v.pipe(
  v.strictObject(RESUME_SOURCE_ENTRIES),
  exactlyOneResumeSource(),
)
export type ResumeInsightInput = v.InferInput<typeof ResumeInsightInputSchema>

/** One part of the summary and the resume text it was taken from. */
export const SummaryPointSchema = v.object({
  label: v.string(),
  text: v.string(),
  source: SuggestionSourceSchema,
})
export type SummaryPoint = v.InferOutput<typeof SummaryPointSchema>

export const ResumeSummarySchema = v.object({
  /** A short paragraph built only from the resume's own text. */
  summary: v.string(),
  /** Ours: the parts of the summary, each with its source. */
  points: v.array(SummaryPointSchema),
  engine: AiEngineSchema,
})
export type ResumeSummary = v.InferOutput<typeof ResumeSummarySchema>

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const

/** A word or phrase that counted, in the line it was found in. */
export const SentimentTermSchema = v.object({
  term: v.string(),
  polarity: v.picklist(['positive', 'negative']),
  /** Why it counts the way it does ("negated by “not”", "“reduced” turns it into a result"), else ''. */
  note: v.string(),
  line: v.string(),
})
export type SentimentTerm = v.InferOutput<typeof SentimentTermSchema>

export const SentimentPredictionSchema = v.object({
  sentiment: v.picklist(SENTIMENTS),
  /** 0 (all negative) to 1 (all positive); 0.5 when too few words carry a sentiment. */
  score: v.number(),
  /** Ours: the same score out of 100 with one check per counted term (positive passed, negative failed). */
  explanation: ExplainedScoreSchema,
  terms: v.array(SentimentTermSchema),
  engine: AiEngineSchema,
})
export type SentimentPrediction = v.InferOutput<typeof SentimentPredictionSchema>
