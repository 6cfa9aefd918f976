import type {
  ResumeCategoryBreakdown,
  ResumeRecommendations,
  ResumeScore,
  ResumeScorerInput,
} from '@/api/ai-tools/resume-scorer'
import { categoryBreakdown, recommendations, scoreResume } from '@/lib/ai-engine/score-resume'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { resumeTextFor } from './resume-text-source'

/** The AI resume scorer on the server: the built-in engine, on the text the caller may read. */

export async function scoreFor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ResumeScorerInput,
): Promise<ResumeScore> {
  return scoreResume(await resumeTextFor(ctx, viewer, input))
}

export async function categoryBreakdownFor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ResumeScorerInput,
): Promise<ResumeCategoryBreakdown> {
  return categoryBreakdown(await resumeTextFor(ctx, viewer, input))
}

export async function recommendationsFor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ResumeScorerInput,
): Promise<ResumeRecommendations> {
  return recommendations(await resumeTextFor(ctx, viewer, input))
}
