import { and, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import type { Db } from '../../db/client'
import { resumes, resumeWatches, type ResumeRow } from '../../db/schema/resumes'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import type { ResumeAction, ResumeResource, Viewer } from '../../core/policy'
import { isConnectionOf } from './resume-connections'
import type { ResumeViewerFlags } from './resume-dto'
import { isOwnerSide, resourceOfResume, resumeCan } from './resume-policy'

/** Finding a resume and who may do what with it. Every read and write of one resume starts here. */

/** By id (a UUID) or slug; undefined when there is none. A non-UUID never reaches the uuid column. */
export async function findResume(db: Db, idOrSlug: string): Promise<ResumeRow | undefined> {
  const key = idOrSlug.trim()
  if (!key) return undefined
  const [row] = await db
    .select()
    .from(resumes)
    .where(isUuid(key) ? eq(resumes.id, key) : eq(resumes.slug, key.toLowerCase()))
  return row
}

export const resumeNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: RESUME_RULE_TEXTS.notFound })

export type LoadedResume = { row: ResumeRow; resource: ResumeResource }

/**
 * The resume if the viewer may see it, else 404 exactly like a missing one (a hidden resume never leaks);
 * then 403 unless the viewer may also do `action`.
 */
export async function loadResumeFor(
  db: Db,
  viewer: Viewer,
  idOrSlug: string,
  action: ResumeAction = 'view',
  forbidden?: string,
): Promise<LoadedResume> {
  const row = await findResume(db, idOrSlug)
  if (!row) throw resumeNotFound()
  const connected =
    row.privacy === 'connections' ? await isConnectionOf(db, viewer?.userId ?? null, row.userId) : false
  const resource = resourceOfResume(row, connected)
  if (!resumeCan(viewer, 'view', resource)) throw resumeNotFound()
  if (action !== 'view' && !resumeCan(viewer, action, resource)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, forbidden ? { message: forbidden } : {})
  }
  return { row, resource }
}

/** Which of `resumeIds` the viewer tracks. */
export async function watchedAmong(
  db: Db,
  viewer: Viewer,
  resumeIds: readonly string[],
): Promise<Set<string>> {
  if (!viewer || resumeIds.length === 0) return new Set()
  const rows = await db
    .select({ resumeId: resumeWatches.resumeId })
    .from(resumeWatches)
    .where(and(eq(resumeWatches.userId, viewer.userId), inArray(resumeWatches.resumeId, [...resumeIds])))
  return new Set(rows.map((row) => row.resumeId))
}

/** The policy's answers for one resume the viewer may see, for the record's flags. */
export function policyFlags(viewer: Viewer, loaded: LoadedResume, isWatched: boolean): ResumeViewerFlags {
  const { row, resource } = loaded
  return {
    isOwner: viewer?.userId === row.userId,
    ownerSide: isOwnerSide(viewer, resource),
    canEdit: resumeCan(viewer, 'edit', resource),
    canDelete: resumeCan(viewer, 'delete', resource),
    canManage: resumeCan(viewer, 'manage', resource),
    isWatched,
  }
}

/** policyFlags with whether the viewer tracks it. */
export async function flagsFor(db: Db, viewer: Viewer, loaded: LoadedResume): Promise<ResumeViewerFlags> {
  return policyFlags(viewer, loaded, (await watchedAmong(db, viewer, [loaded.row.id])).has(loaded.row.id))
}
