import { and, desc, eq, ne } from 'drizzle-orm'
import type { MasterGroup, ResumeWithOwnership } from '@/api/resumes/resume-record'
import type { Db } from '../../db/client'
import { resumes, resumeWatches, type ResumeRow } from '../../db/schema/resumes'
import type { SignedInViewer } from '../../core/viewer'
import { toWithOwnership } from './resume-dto'
import { ownResumeRows } from './resume-lists'
import { ownerSideCondition, viewableResumeCondition } from './resume-visibility'

/** The caller's collections: GET /api/Resume/masterGroups and GET /api/Resume/withOwnership. */

function variationCounts(rows: readonly ResumeRow[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const row of rows) if (row.parentId) counts.set(row.parentId, (counts.get(row.parentId) ?? 0) + 1)
  return counts
}

/**
 * Every parentless resume of the caller heads a group (the master first, then standalone ones, newest
 * first), with its variations newest first.
 */
export async function masterGroups(db: Db, viewer: SignedInViewer): Promise<MasterGroup[]> {
  const rows = await ownResumeRows(db, viewer.userId)
  const counts = variationCounts(rows)
  const item = (row: ResumeRow) => toWithOwnership(row, 'owned', counts.get(row.id) ?? 0)
  return rows
    .filter((row) => row.parentId === null)
    .map((head) => ({
      masterResume: item(head),
      variations: rows.filter((row) => row.parentId === head.id).map(item),
    }))
}

/**
 * Owned (the caller's), account_owned (others' resumes in the account the caller acts in, when they may edit
 * there) and tracked (watched and still visible to the caller), each resume once, in that order.
 */
export async function resumesWithOwnership(db: Db, viewer: SignedInViewer): Promise<ResumeWithOwnership[]> {
  const [owned, accountOwned, tracked] = await Promise.all([
    ownResumeRows(db, viewer.userId),
    db
      .select()
      .from(resumes)
      .where(and(ownerSideCondition(viewer), ne(resumes.userId, viewer.userId)))
      .orderBy(desc(resumes.updatedAt), desc(resumes.id)),
    db
      .select({ resume: resumes })
      .from(resumeWatches)
      .innerJoin(resumes, eq(resumes.id, resumeWatches.resumeId))
      .where(and(eq(resumeWatches.userId, viewer.userId), viewableResumeCondition(viewer)))
      .orderBy(desc(resumeWatches.createdAt)),
  ])
  const counts = variationCounts([...owned, ...accountOwned])
  const seen = new Set<string>()
  const out: ResumeWithOwnership[] = []
  const add = (row: ResumeRow, ownership: ResumeWithOwnership['ownership']) => {
    if (seen.has(row.id)) return
    seen.add(row.id)
    out.push(toWithOwnership(row, ownership, ownership === 'tracked' ? 0 : (counts.get(row.id) ?? 0)))
  }
  for (const row of owned) add(row, 'owned')
  for (const row of accountOwned) add(row, 'account_owned')
  for (const { resume } of tracked) add(resume, 'tracked')
  return out
}
