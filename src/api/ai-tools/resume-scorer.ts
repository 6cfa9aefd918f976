import * as v from 'valibot'
import { AiEngineSchema, ScoreCheckSchema, SuggestionSchema, SuggestionSourceSchema } from './ai-result'
import { exactlyOneResumeSource, RESUME_SOURCE_ENTRIES } from './resume-source'

/**
 * The AI resume scorer (seed 1 §7): POST /api/ResumeScorer/score, /category-breakdown, /recommendations, each
 * {resumeText} — or {resumeId}, ours: a saved resume the caller may read.
 */

export const ResumeScorerInputSchema = v.pipe(v.strictObject(RESUME_SOURCE_ENTRIES), exactlyOneResumeSource())
export type ResumeScorerInput = v.InferInput<typeof ResumeScorerInputSchema>

export const RESUME_GRADES = ['A', 'B', 'C', 'D', 'F'] as const

/** One category: its 0–100 score and the checks it is made of. */
export const CategoryScoreSchema = v.object({
  category: v.string(),
  label: v.string(),
  score: v.number(),
  checks: v.array(ScoreCheckSchema),
})
export type CategoryScore = v.InferOutput<typeof CategoryScoreSchema>

/** POST /api/ResumeScorer/score: overallScore, grade, categoryScores, feedback. */
export const ResumeScoreSchema = v.object({
  overallScore: v.number(),
  grade: v.picklist(RESUME_GRADES),
  categoryScores: v.array(CategoryScoreSchema),
  /** One suggestion per failed or skipped check, each naming the text it came from. */
  feedback: v.array(SuggestionSchema),
  engine: AiEngineSchema,
})
export type ResumeScore = v.InferOutput<typeof ResumeScoreSchema>

/** POST /api/ResumeScorer/category-breakdown: categories, strengths, weaknesses. */
export const ResumeCategoryBreakdownSchema = v.object({
  categories: v.array(CategoryScoreSchema),
  /** What passed, with the text that passed it. */
  strengths: v.array(SuggestionSchema),
  /** What failed, with the text that failed it. */
  weaknesses: v.array(SuggestionSchema),
  engine: AiEngineSchema,
})
export type ResumeCategoryBreakdown = v.InferOutput<typeof ResumeCategoryBreakdownSchema>

/** A line of the resume, and the same line reworked the way a recommendation says (placeholders in [ ]). */
export const RewriteExampleSchema = v.object({
  before: v.string(),
  after: v.string(),
  why: v.string(),
  source: SuggestionSourceSchema,
})
export type RewriteExample = v.InferOutput<typeof RewriteExampleSchema>

/** POST /api/ResumeScorer/recommendations: quickWins, longTermImprovements, examples. */
export const ResumeRecommendationsSchema = v.object({
  quickWins: v.array(SuggestionSchema),
  longTermImprovements: v.array(SuggestionSchema),
  examples: v.array(RewriteExampleSchema),
  engine: AiEngineSchema,
})
export type ResumeRecommendations = v.InferOutput<typeof ResumeRecommendationsSchema>
