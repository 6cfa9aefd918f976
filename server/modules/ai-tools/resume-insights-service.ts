import type { ResumeInsightInput, ResumeSummary, SentimentPrediction } from '@/api/ai-tools/resume-insights'
import { sentimentOf } from '@/lib/ai-engine/sentiment'
import { summarizeResume } from '@/lib/ai-engine/summarize'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { resumeTextFor } from './resume-text-source'

/** Summary and sentiment of a resume on the server: the built-in engine, on the text the caller may read. */

export async function summaryFor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ResumeInsightInput,
): Promise<ResumeSummary> {
  return summarizeResume(await resumeTextFor(ctx, viewer, input))
}

export async function sentimentFor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ResumeInsightInput,
): Promise<SentimentPrediction> {
  return sentimentOf(await resumeTextFor(ctx, viewer, input))
}
