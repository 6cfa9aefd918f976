import type { ValueProposition, ValuePropositionValues } from '@/api/ai-tools/value-proposition'
import { valueProposition } from '@/lib/ai-engine/value-proposition'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { jobFor, resumeFor } from './match-sources'

/** POST /api/ValueProposition/generate: the resume and the job read with the caller's rights, then the engine. */
export async function generateValueProposition(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ValuePropositionValues,
): Promise<ValueProposition> {
  const resume = await resumeFor(ctx, viewer, input)
  const job = await jobFor(ctx, viewer, input)
  return valueProposition(resume.text, { job, employer: input.employer || null }, ctx.now())
}
