import * as v from 'valibot'
import { INDUSTRIES } from '../companies/company-industries'
import {
  AiEngineSchema,
  ExplainedScoreSchema,
  ScoreCheckSchema,
  SuggestionSchema,
  SuggestionSourceSchema,
} from './ai-result'
import {
  AI_TOOL_TEXTS,
  exactlyOneResumeSource,
  JOB_DESCRIPTION_MAX_CHARS,
  RESUME_SOURCE_ENTRIES,
} from './resume-source'

/**
 * The resume optimizer (seed 1 §7, all signed in): POST /api/ResumeOptimizer/optimize,
 * /ats-analysis and /keyword-suggestions. Industries are the 40 of company-industries.ts.
 */

export const OPTIMIZER_TEXTS = {
  industryRequired: 'Choose an industry',
  industryUnknown: 'Choose one of the listed industries',
} as const

const IndustrySchema = v.pipe(
  v.string(OPTIMIZER_TEXTS.industryRequired),
  v.trim(),
  v.nonEmpty(OPTIMIZER_TEXTS.industryRequired),
  v.maxLength(100, AI_TOOL_TEXTS.industryTooLong),
  // Case-insensitive, answered in the list's own spelling.
  v.transform((value) => INDUSTRIES.find((i) => i.toLowerCase() === value.toLowerCase()) ?? value),
  v.picklist(INDUSTRIES, OPTIMIZER_TEXTS.industryUnknown),
)

const JobDescriptionSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(JOB_DESCRIPTION_MAX_CHARS, AI_TOOL_TEXTS.jobDescriptionTooLong),
)

export const OptimizeInputSchema = v.pipe(
  v.strictObject({
    ...RESUME_SOURCE_ENTRIES,
    jobDescription: v.optional(JobDescriptionSchema),
    /** Ours: the industry to benchmark against; guessed from the resume when left out. */
    industry: v.optional(IndustrySchema),
  }),
  exactlyOneResumeSource(),
)
export type OptimizeInput = v.InferInput<typeof OptimizeInputSchema>

export const AtsAnalysisInputSchema = v.pipe(v.strictObject(RESUME_SOURCE_ENTRIES), exactlyOneResumeSource())
export type AtsAnalysisInput = v.InferInput<typeof AtsAnalysisInputSchema>

export const KeywordSuggestionsInputSchema = v.pipe(
  v.strictObject({ ...RESUME_SOURCE_ENTRIES, industry: IndustrySchema }),
  exactlyOneResumeSource(),
)
export type KeywordSuggestionsInput = v.InferInput<typeof KeywordSuggestionsInputSchema>

export const ATS_COMPATIBILITY = ['High', 'Medium', 'Low'] as const
export const ATS_SEVERITIES = ['critical', 'warning'] as const

/** Something in the resume that applicant tracking systems read badly, with the text that shows it. */
export const AtsIssueSchema = v.object({
  id: v.string(),
  severity: v.picklist(ATS_SEVERITIES),
  title: v.string(),
  detail: v.string(),
  source: SuggestionSourceSchema,
})
export type AtsIssue = v.InferOutput<typeof AtsIssueSchema>

/** POST /api/ResumeOptimizer/ats-analysis: atsScore, compatibility, issues, recommendations. */
export const AtsAnalysisSchema = v.object({
  atsScore: v.number(),
  compatibility: v.picklist(ATS_COMPATIBILITY),
  issues: v.array(AtsIssueSchema),
  recommendations: v.array(SuggestionSchema),
  /** Ours: the checks behind atsScore. */
  checks: v.array(ScoreCheckSchema),
  engine: AiEngineSchema,
})
export type AtsAnalysis = v.InferOutput<typeof AtsAnalysisSchema>

/** A technology of the industry's O*NET data, and whether (and where) the resume names it. */
export const KeywordFindingSchema = v.object({
  keyword: v.string(),
  found: v.boolean(),
  /** The resume line that names it, when found. */
  evidence: v.nullable(v.string()),
  /** O*NET's Hot Technology and In Demand flags. */
  hot: v.boolean(),
  inDemand: v.boolean(),
  /** In how many of the industry's O*NET occupations it is listed. */
  occupations: v.number(),
})
export type KeywordFinding = v.InferOutput<typeof KeywordFindingSchema>

/** The data behind the keywords, with the credit line the page shows. */
export const KeywordSourceSchema = v.object({
  name: v.string(),
  credit: v.string(),
  license: v.string(),
  /** How many O*NET occupations stand for the industry. */
  occupations: v.number(),
})
export type KeywordSource = v.InferOutput<typeof KeywordSourceSchema>

/** POST /api/ResumeOptimizer/keyword-suggestions: keywords, industrySpecific, trending. */
export const KeywordSuggestionsSchema = v.object({
  industry: v.picklist(INDUSTRIES),
  /** The industry's technologies the resume already names. */
  keywords: v.array(KeywordFindingSchema),
  /** The industry's most common technologies the resume does not name yet. */
  industrySpecific: v.array(KeywordFindingSchema),
  /** O*NET Hot Technologies of the industry, found or not. */
  trending: v.array(KeywordFindingSchema),
  source: KeywordSourceSchema,
  engine: AiEngineSchema,
})
export type KeywordSuggestions = v.InferOutput<typeof KeywordSuggestionsSchema>

/** How the resume compares with the industry's common technologies (O*NET). */
export const IndustryBenchmarkSchema = v.object({
  industry: v.picklist(INDUSTRIES),
  /** Whether the industry was given or guessed from the resume's technologies. */
  basis: v.picklist(['given', 'guessed']),
  keywordsFound: v.number(),
  keywordsListed: v.number(),
  /** keywordsFound ÷ keywordsListed, in percent. */
  coverage: v.number(),
  source: KeywordSourceSchema,
})
export type IndustryBenchmark = v.InferOutput<typeof IndustryBenchmarkSchema>

/** POST /api/ResumeOptimizer/optimize: overallScore, atsScore, keywordScore, improvements, industryBenchmark. */
export const OptimizeResultSchema = v.object({
  /** The mean of the ATS, keyword and content scores. */
  overallScore: v.number(),
  atsScore: v.number(),
  keywordScore: v.number(),
  /** Ours: the resume scorer's overall score (the content). */
  contentScore: v.number(),
  /** Ours: the checks behind each score. The keyword checks are the job's keywords when one was sent. */
  explanations: v.object({
    ats: ExplainedScoreSchema,
    keywords: ExplainedScoreSchema,
    content: ExplainedScoreSchema,
  }),
  improvements: v.array(SuggestionSchema),
  industryBenchmark: IndustryBenchmarkSchema,
  engine: AiEngineSchema,
})
export type OptimizeResult = v.InferOutput<typeof OptimizeResultSchema>
