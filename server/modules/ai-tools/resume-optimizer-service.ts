import type {
  AtsAnalysis,
  AtsAnalysisInput,
  KeywordSuggestions,
  KeywordSuggestionsInput,
  OptimizeInput,
  OptimizeResult,
} from '@/api/ai-tools/resume-optimizer'
import type { Industry } from '@/api/companies/company-industries'
import { atsAnalysis } from '@/lib/ai-engine/ats-checks'
import { keywordSuggestions } from '@/lib/ai-engine/industry-keywords'
import { optimizeResume } from '@/lib/ai-engine/optimize-resume'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { resumeTextFor } from './resume-text-source'

/** The resume optimizer on the server: the built-in engine, on the text the caller may read. */

export async function optimizeFor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: OptimizeInput,
): Promise<OptimizeResult> {
  return optimizeResume(await resumeTextFor(ctx, viewer, input), {
    jobDescription: input.jobDescription,
    industry: input.industry as Industry | undefined,
  })
}

export async function atsAnalysisFor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: AtsAnalysisInput,
): Promise<AtsAnalysis> {
  return atsAnalysis(await resumeTextFor(ctx, viewer, input))
}

export async function keywordSuggestionsFor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: KeywordSuggestionsInput,
): Promise<KeywordSuggestions> {
  return keywordSuggestions(await resumeTextFor(ctx, viewer, input), input.industry as Industry)
}
