import * as v from 'valibot'

/**
 * What every AI tool result shares (issue 16): the engine that produced it, the checks behind each score and
 * where each suggestion came from. One contract for the server's answers and the engine run in the page.
 */

/** Which engine produced a result. The built-in engine is the embedded, deterministic default. */
export const AI_ENGINES = ['built-in'] as const
export const AiEngineSchema = v.picklist(AI_ENGINES)
export type AiEngine = v.InferOutput<typeof AiEngineSchema>
export const BUILT_IN_ENGINE: AiEngine = 'built-in'

/** How the page labels an engine. */
export const AI_ENGINE_LABELS: Record<AiEngine, string> = { 'built-in': 'Built-in engine' }

/**
 * One check behind a score. `passed` earns its points, `failed` earns none; `skipped` (the check could not be
 * run, e.g. there was no text to look at) earns none either and its points stay in the maximum — a skipped
 * check is never counted as a pass.
 */
export const CHECK_STATUSES = ['passed', 'failed', 'skipped'] as const
export const CheckStatusSchema = v.picklist(CHECK_STATUSES)
export type CheckStatus = v.InferOutput<typeof CheckStatusSchema>

export const ScoreCheckSchema = v.object({
  id: v.string(),
  label: v.string(),
  status: CheckStatusSchema,
  points: v.number(),
  maxPoints: v.number(),
  /** Why it passed, failed or was skipped, in words. */
  detail: v.string(),
  /** The resume text the check found (a quoted excerpt), when it found something. */
  evidence: v.nullable(v.string()),
})
export type ScoreCheck = v.InferOutput<typeof ScoreCheckSchema>

/** A 0–100 score and the checks it is made of: score = round(100 × points earned ÷ points possible). */
export const ExplainedScoreSchema = v.object({
  score: v.number(),
  checks: v.array(ScoreCheckSchema),
})
export type ExplainedScore = v.InferOutput<typeof ExplainedScoreSchema>

/**
 * Where a suggestion came from: the part of the resume looked at and the text that prompted it ('' when the
 * suggestion is about something missing there).
 */
export const SuggestionSourceSchema = v.object({ section: v.string(), excerpt: v.string() })
export type SuggestionSource = v.InferOutput<typeof SuggestionSourceSchema>

export const SuggestionSchema = v.object({
  text: v.string(),
  /** The check that prompted it, when one did. */
  checkId: v.nullable(v.string()),
  source: SuggestionSourceSchema,
})
export type Suggestion = v.InferOutput<typeof SuggestionSchema>
