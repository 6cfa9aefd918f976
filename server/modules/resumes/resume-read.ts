import { eq, sql } from 'drizzle-orm'
import type { Resume } from '@/api/resumes/resume-record'
import { resumes } from '../../db/schema/resumes'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { toResume } from './resume-dto'
import { flagsFor, loadResumeFor, resumeNotFound, type LoadedResume } from './resume-records'

/** Reading one resume: GET /api/Resume/{id or slug} and GET /api/Resume/embedded/{id or slug}. */

/** A view by someone other than the owner side is counted (the owner editing their resume is not a view). */
async function countView(
  ctx: ServiceContext,
  loaded: LoadedResume,
  ownerSide: boolean,
): Promise<LoadedResume> {
  if (ownerSide) return loaded
  const [row] = await ctx.db
    .update(resumes)
    .set({ views: sql`${resumes.views} + 1` })
    .where(eq(resumes.id, loaded.row.id))
    .returning()
  return row ? { ...loaded, row } : loaded
}

export async function getResume(ctx: ServiceContext, viewer: Viewer, idOrSlug: string): Promise<Resume> {
  const loaded = await loadResumeFor(ctx.db, viewer, idOrSlug)
  const flags = await flagsFor(ctx.db, viewer, loaded)
  return toResume((await countView(ctx, loaded, flags.ownerSide)).row, flags)
}

/**
 * The embeddable resume (the page other sites frame): public resumes only, whoever asks — a framed page
 * carries no sign-in — plus the owner side's preview of their own. Anything else is 404 like a missing one.
 */
export async function getEmbeddedResume(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
): Promise<Resume> {
  const loaded = await loadResumeFor(ctx.db, viewer, idOrSlug)
  const flags = await flagsFor(ctx.db, viewer, loaded)
  if (loaded.row.privacy !== 'public' && !flags.ownerSide) throw resumeNotFound()
  return toResume((await countView(ctx, loaded, flags.ownerSide)).row, flags)
}
