import {
  ResumeSummarySchema,
  SentimentPredictionSchema,
  type ResumeInsightInput,
} from '@/api/ai-tools/resume-insights'
import {
  AtsAnalysisSchema,
  KeywordSuggestionsSchema,
  OptimizeResultSchema,
  type AtsAnalysisInput,
  type KeywordSuggestionsInput,
  type OptimizeInput,
} from '@/api/ai-tools/resume-optimizer'
import {
  ResumeRecommendationsSchema,
  ResumeScoreSchema,
  type ResumeScorerInput,
} from '@/api/ai-tools/resume-scorer'
import { apiRequest } from '@/lib/api-client/api-client'

/** The calls of the resume scorer, optimizer, summary and sentiment tools (seed 1 §7, seed 2 §7). */

export const scoreResumeCall = (input: ResumeScorerInput) =>
  apiRequest('/ResumeScorer/score', { method: 'POST', body: input, schema: ResumeScoreSchema })

export const resumeRecommendationsCall = (input: ResumeScorerInput) =>
  apiRequest('/ResumeScorer/recommendations', {
    method: 'POST',
    body: input,
    schema: ResumeRecommendationsSchema,
  })

export const optimizeResumeCall = (input: OptimizeInput) =>
  apiRequest('/ResumeOptimizer/optimize', { method: 'POST', body: input, schema: OptimizeResultSchema })

export const atsAnalysisCall = (input: AtsAnalysisInput) =>
  apiRequest('/ResumeOptimizer/ats-analysis', { method: 'POST', body: input, schema: AtsAnalysisSchema })

export const keywordSuggestionsCall = (input: KeywordSuggestionsInput) =>
  apiRequest('/ResumeOptimizer/keyword-suggestions', {
    method: 'POST',
    body: input,
    schema: KeywordSuggestionsSchema,
  })

export const summarizeResumeCall = (input: ResumeInsightInput) =>
  apiRequest('/Resume/Summarize', { method: 'POST', body: input, schema: ResumeSummarySchema })

export const sentimentPredictionCall = (input: ResumeInsightInput) =>
  apiRequest('/Resume/SentimentPrediction', {
    method: 'POST',
    body: input,
    schema: SentimentPredictionSchema,
  })
