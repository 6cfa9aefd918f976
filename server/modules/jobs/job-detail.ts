import type { Job } from '@/api/jobs'
import type { Db } from '../../db/client'
import { relationOf, type Viewer } from '../../core/policy'
import { jobResource, toJob } from './job-dto'
import { savedJobIds } from './job-records'
import { recordJobView } from './job-stats'
import { loadJobFor } from './job-write'

/**
 * GET /api/Job/{id} and /slug/{slug}: a listed job for everyone; a draft, paused, closed, hired, expired or
 * private one only for its owner, its account and admins (404 to others). A view is counted unless the
 * viewer is one of those insiders.
 */
export async function getJobDetail(
  db: Db,
  viewer: Viewer,
  key: { id: string } | { slug: string },
  now: Date,
): Promise<Job> {
  const record = await loadJobFor(db, viewer, key, 'view', now)
  const relation = relationOf(viewer, jobResource(record, now))
  if (relation === 'other' || relation === 'anonymous') {
    await recordJobView(db, record.id, now)
    record.viewCount += 1
  }
  const saved = await savedJobIds(db, viewer, [record.id])
  return toJob(record, now, { viewer, saved: saved.has(record.id) })
}
