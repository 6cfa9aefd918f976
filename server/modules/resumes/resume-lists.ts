import { and, count, desc, eq } from 'drizzle-orm'
import type { PublicResumesQuery } from '@/api/resumes/resume-inputs'
import type { PublicResumeListResponse, Resume, UserResumesResponse } from '@/api/resumes/resume-record'
import { paged, pageWindow } from '@/api/pagination'
import type { Db } from '../../db/client'
import { resumes, type ResumeRow } from '../../db/schema/resumes'
import type { SignedInViewer } from '../../core/viewer'
import type { Viewer } from '../../core/policy'
import { isUuid } from '../../core/uuid'
import { toPublicListItem, toResume } from './resume-dto'
import { resourceOfResume } from './resume-policy'
import { policyFlags, resumeNotFound, watchedAmong } from './resume-records'
import { listedResumeCondition, viewableResumeCondition } from './resume-visibility'

/** Lists of resumes; every one filtered (items and total) by the policy's view rule in SQL. */

async function listItems(db: Db, viewer: Viewer, rows: ResumeRow[]) {
  const watched = await watchedAmong(
    db,
    viewer,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    toPublicListItem(row, { isOwner: viewer?.userId === row.userId, isWatched: watched.has(row.id) }),
  )
}

/** GET /api/Resume/public?page&limit: the shared resumes the caller may see, newest first. */
export async function listPublicResumes(
  db: Db,
  viewer: Viewer,
  query: PublicResumesQuery,
): Promise<PublicResumeListResponse> {
  const where = listedResumeCondition(viewer)
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(resumes)
      .where(where)
      .orderBy(desc(resumes.createdAt), desc(resumes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(resumes).where(where),
  ])
  return paged(await listItems(db, viewer, rows), total?.n ?? 0, query.page, query.limit)
}

/** GET /api/Resume/user/{userId} (seed 1 §7): that user's resumes the caller may see, master first. */
export async function listUserResumes(db: Db, viewer: Viewer, userId: string): Promise<UserResumesResponse> {
  if (!isUuid(userId)) throw resumeNotFound()
  const rows = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, userId), viewableResumeCondition(viewer)))
    .orderBy(desc(resumes.isMaster), desc(resumes.updatedAt), desc(resumes.id))
  return { resumes: await listItems(db, viewer, rows), total: rows.length }
}

/** The caller's own resumes, master first, then newest. */
export async function ownResumeRows(db: Db, userId: string): Promise<ResumeRow[]> {
  return db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.isMaster), desc(resumes.updatedAt), desc(resumes.id))
}

/** GET /api/Resume/GetResumesOwnedbyAuthUser: every resume of the caller, whole. */
export async function listOwnedResumes(db: Db, viewer: SignedInViewer): Promise<Resume[]> {
  const rows = await ownResumeRows(db, viewer.userId)
  const watched = await watchedAmong(
    db,
    viewer,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    toResume(row, policyFlags(viewer, { row, resource: resourceOfResume(row, false) }, watched.has(row.id))),
  )
}
