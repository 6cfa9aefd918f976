import { jsonResumeToText } from '@/lib/ai-engine/resume-to-text'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { contentFor } from '../resumes/resume-dto'
import { loadResumeFor } from '../resumes/resume-records'
import { isOwnerSide } from '../resumes/resume-policy'

/**
 * The text a resume tool reads: the pasted text as sent, or a saved resume as the caller may see it — the
 * resumes module's policy decides (a resume the caller may not read is a 404 exactly like a missing one), and
 * contact details the owner hid stay hidden from others. Reading does not count as a view.
 */
export async function resumeTextFor(
  ctx: ServiceContext,
  viewer: Viewer,
  source: { resumeText?: string | undefined; resumeId?: string | undefined },
): Promise<string> {
  if (source.resumeText !== undefined || source.resumeId === undefined) return source.resumeText ?? ''
  const loaded = await loadResumeFor(ctx.db, viewer, source.resumeId)
  return jsonResumeToText(contentFor(loaded.row, isOwnerSide(viewer, loaded.resource)))
}
